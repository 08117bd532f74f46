import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { advisorProfile, branding } from '@traguardo/sample-data/advisor';
import { createClient, HAND_ENTERED_CLIENT } from '@traguardo/domain/testing/factories';
import { clients } from '@traguardo/sample-data/clients';
import { reportTypes } from '@traguardo/sample-data/reports';
import { type PdfFontFiles } from './pdf-fonts';
import { REPLACEMENT_MARK } from './printable-text';
import { renderReportPdf } from './render-report-pdf';
import { reportDocument } from './report-document';
import { reportPdfInputFor } from './report-pdf-input-for';

async function fontFiles(): Promise<PdfFontFiles> {
  const read = async (name: string) => {
    // The package's tests run from its folder.
    const bytes = await readFile(join(process.cwd(), 'src/features/reports/pdf/fonts', name));
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  };
  return { regular: await read('noto-sans-regular.ttf'), bold: await read('noto-sans-bold.ttf') };
}

function pageCount(pdf: ArrayBuffer): number {
  const text = new TextDecoder('latin1').decode(pdf);
  return text.match(/\/Type \/Page[^s]/g)?.length ?? 0;
}

// A client the advisor entered by hand (QA's): no history, allocation, goals or documents.
const entered = createClient({ id: 'entered', status: 'red', ...HAND_ENTERED_CLIENT });

function render(typeId: string, clientId: string, fonts: PdfFontFiles, firmName?: string) {
  const type = reportTypes.find((t) => t.id === typeId);
  if (type === undefined) throw new Error(typeId);
  const input = reportPdfInputFor({
    type,
    clientId,
    clients: [...clients, entered],
    isSample: (id) => clients.some((client) => client.id === id),
    branding: { ...branding, firmName: firmName ?? branding.firmName },
    advisor: advisorProfile,
    generatedAt: new Date(2026, 10, 23, 10),
  });
  return renderReportPdf(reportDocument(input), fonts);
}

describe('renderReportPdf', () => {
  it('keeps each type within the pages it promises, for a client with goals', async () => {
    const fonts = await fontFiles();
    const promised: Record<string, [number, number]> = {
      comprehensive: [12, 15],
      summary: [3, 4],
      goals: [6, 8],
      portfolio: [8, 10],
    };
    for (const [typeId, [min, max]] of Object.entries(promised)) {
      const { pdf } = render(typeId, 'c1', fonts);
      const pages = pageCount(pdf);
      expect(pages, typeId).toBeGreaterThanOrEqual(min);
      expect(pages, typeId).toBeLessThanOrEqual(max);
    }
  }, 60_000);

  it('prints a shorter Completo, still a whole PDF, for a client with no history or allocation', async () => {
    const fonts = await fontFiles();
    const { pdf } = render('comprehensive', 'entered', fonts);
    expect(new TextDecoder('latin1').decode(pdf.slice(0, 5))).toBe('%PDF-');
    // The sample client's Completo is 12–15 pages: three sections give way to one page.
    expect(pageCount(pdf)).toBe(pageCount(render('comprehensive', 'c1', fonts).pdf) - 2);
  }, 60_000);

  it('prints a Completo of one client under 1 MB', async () => {
    const { pdf } = render('comprehensive', 'c1', await fontFiles());
    expect(pdf.byteLength).toBeLessThan(1024 * 1024);
  }, 60_000);

  it('names what the font could not print, once each', async () => {
    const { unprintable } = render('summary', 'c1', await fontFiles(), 'Studio 😀 Rossi مكتب');
    expect(unprintable).toEqual(['😀', 'م', 'ك', 'ت', 'ب']);
    expect(REPLACEMENT_MARK).toBe('\uFFFD');
  }, 60_000);
});
