import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BookClient } from './client-book-schemas';
import { type ClientImportRow, newBookClient, planClientImport } from './client-import-plan';
import { clientsCsv } from './clients-csv';
import {
  CLIENTS_CSV_IMPORT_MESSAGES,
  missingColumns,
  readClientRows,
  readClientsCsvTable,
  suggestColumnMapping,
} from './clients-csv-import';
import { clientArbitrary } from './testing/arbitraries';
import { computedClientStatus } from './client-status';

const TODAY = '2031-01-01';

/** The rows of a CSV as an import reads them through the suggested mapping. */
function read(csv: string) {
  const table = readClientsCsvTable(csv);
  return readClientRows(table, suggestColumnMapping(table.headers), TODAY);
}

/** An empty book after importing `rows`, in their order. */
function importInto(existing: BookClient[], rows: ClientImportRow[]): BookClient[] {
  const plan = planClientImport(existing, rows);
  const updated = new Map(plan.updated.map(({ after }) => [after.id, after]));
  const kept = existing.map((record) => updated.get(record.id) ?? record);
  const added = plan.added.map((row, index) =>
    newBookClient(row, `n${existing.length + index}`, existing.length + index + 1),
  );
  return [...kept, ...added];
}

// A valid book: clients whose fields the form accepts, each with a distinct email.
const validBook = fc
  .uniqueArray(
    fc.record({
      client: clientArbitrary,
      local: fc.stringMatching(/^[a-z][a-z0-9.]{0,15}$/),
      name: fc
        .string({ minLength: 1, maxLength: 40 })
        .map((n) => n.trim())
        .filter((n) => n !== ''),
      statusOverridden: fc.boolean(),
    }),
    { selector: (entry) => entry.local, maxLength: 30 },
  )
  .map((entries) =>
    entries.map(({ client, local, name, statusOverridden }) => ({
      ...client,
      name,
      email: `${local}@studio.it`,
      status: statusOverridden ? client.status : computedClientStatus(client),
    })),
  );

describe('export ∘ import', () => {
  it('is the identity on any valid book: the export of the imported book is the same file', () => {
    fc.assert(
      fc.property(validBook, (clients) => {
        const csv = clientsCsv(clients);
        const reading = read(csv);
        expect(reading.rejected).toEqual([]);
        const book = importInto([], reading.rows);
        expect(clientsCsv(book)).toBe(csv);
        expect(book.map(({ name, email, status }) => ({ name, email, status }))).toEqual(
          clients.map(({ name, email, status }) => ({ name, email, status })),
        );
      }),
    );
  });

  it('importing the same file twice changes nothing the second time', () => {
    fc.assert(
      fc.property(validBook, (clients) => {
        const rows = read(clientsCsv(clients)).rows;
        const once = importInto([], rows);
        const plan = planClientImport(once, rows);
        expect(plan.added).toEqual([]);
        expect(plan.updated).toEqual([]);
        expect(plan.unchanged).toBe(clients.length);
      }),
    );
  });
});

describe('readClientRows', () => {
  it('rejects rows with their line and reason, and a repeated email', () => {
    const csv = [
      'Nome;Email;Stato;Patrimonio netto (€);Tasso di risparmio (%);Fondo emergenza (mesi);Costi investimento (%);Gap assicurativo (%);Ultimo contatto',
      'Anna Neri;anna@studio.it;Eccellente;250000;22;6,5;0,35;10;01/10/2026',
      'Bruno Blu;bruno@;Eccellente;250000;22;6,5;0,35;10;01/10/2026',
      'Anna Bis;ANNA@studio.it;;250000;22;6,5;0,35;10;01/10/2026',
      'Carla Rosa;carla@studio.it;Ottima;250000;22;6,5;0,35;10;01/10/2026',
    ].join('\r\n');
    const reading = read(csv);
    expect(reading.rows.map((row) => row.line)).toEqual([2]);
    expect(reading.rejected).toEqual([
      { line: 3, reason: 'Email: Inserisci un’email valida, per esempio nome@dominio.it.' },
      { line: 4, reason: CLIENTS_CSV_IMPORT_MESSAGES.duplicateInFile(2) },
      { line: 5, reason: CLIENTS_CSV_IMPORT_MESSAGES.unknownStatus('Ottima') },
    ]);
  });

  it('maps another layout by its headers, and says which fields have no column', () => {
    const table = readClientsCsvTable(
      'email,name,net worth,savings rate,emergency fund,investment fee\nx@y.it,Xavier,1000,10,1,1\n',
    );
    const mapping = suggestColumnMapping(table.headers);
    expect(mapping).toEqual({
      email: 0,
      name: 1,
      netWorth: 2,
      savingsRate: 3,
      emergencyFund: 4,
      investmentFee: 5,
    });
    expect(missingColumns(mapping)).toEqual([
      'Scegli la colonna di «Gap assicurativo».',
      'Scegli la colonna di «Ultimo contatto».',
    ]);
    const complete = readClientRows(
      readClientsCsvTable(
        'email,name,net worth,savings rate,emergency fund,investment fee,gap,last contact\nx@y.it,Xavier,1000,10,1,1,0,2026-01-02\n',
      ),
      suggestColumnMapping([
        'email',
        'name',
        'net worth',
        'savings rate',
        'emergency fund',
        'investment fee',
        'gap',
        'last contact',
      ]),
      TODAY,
    );
    expect(complete.rows[0]?.fields).toEqual({
      name: 'Xavier',
      email: 'x@y.it',
      netWorth: 1000,
      savingsRate: 10,
      emergencyFund: 1,
      investmentFee: 1,
      insuranceGap: 0,
      lastContact: '2026-01-02',
    });
  });
});
