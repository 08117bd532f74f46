import { describe, expect, it } from 'vitest';
import { branding, advisorProfile } from '@traguardo/sample-data/advisor';
import { clients } from '@traguardo/sample-data/clients';
import { reportTypes } from '@traguardo/sample-data/reports';
import { pageFooterText } from './report-blocks';
import { reportDocument } from './report-document';
import { reportPdfInputFor } from './report-pdf-input-for';

/** Every string of the report's blocks, in order: what the PDF will print. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node !== null && typeof node === 'object') return Object.values(node).flatMap(texts);
  return [];
}

function input(typeId: string, clientId: string) {
  const type = reportTypes.find((t) => t.id === typeId);
  if (type === undefined) throw new Error(typeId);
  return reportPdfInputFor({
    type,
    clientId,
    clients,
    branding,
    advisor: advisorProfile,
    generatedAt: new Date(2026, 10, 23, 10),
  });
}

describe('reportDocument', () => {
  it("prints a client's report with the firm, the advisor's OCF number and it-IT figures", () => {
    const doc = reportDocument(input('comprehensive', 'c1'));
    const printed = texts(doc.blocks).join('\n');
    for (const expected of [
      'Ferraris & Partners Consulenza Patrimoniale',
      'Via Monte Napoleone 8, 20121 Milano',
      'OCF n. 18234',
      'Marco Rossi',
      '1.247.500\u00a0€',
      '23 novembre 2026',
      'Pensione anticipata',
      'Allocazione e costi',
      'Raccomandazioni',
    ]) {
      expect(printed).toContain(expected);
    }
    expect(doc.info.subject).toBe('Ferraris & Partners Consulenza Patrimoniale');
  });

  it('leaves out the sections a report type does not have', () => {
    const printed = texts(reportDocument(input('goals', 'c1')).blocks);
    expect(printed).toContain('Pensione anticipata');
    expect(printed).not.toContain('Allocazione e costi');
  });

  it('lists every client of the aggregate report under a header repeated on each page', () => {
    const doc = reportDocument(input('summary', 'all'));
    const printed = texts(doc.blocks);
    for (const client of clients) expect(printed).toContain(client.name);
    expect(printed).toContain(`Elenco clienti (${clients.length})`);
    const table = doc.blocks.find((block) => block.kind === 'table' && block.body.length === 12);
    expect(table).toMatchObject({ head: expect.arrayContaining(['Cliente', 'Patrimonio netto']) });
  });

  it('numbers every page as "Pagina X di Y"', () => {
    expect(pageFooterText(2, 5)).toBe('Pagina 2 di 5');
  });
});
