import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { advisorProfile, branding } from '@traguardo/sample-data/advisor';
import { createClient, HAND_ENTERED_CLIENT } from '@traguardo/domain/testing/factories';
import { clients } from '@traguardo/sample-data/clients';
import { REPORT_PAGE_RANGES } from '@traguardo/domain/reports';
import { reportTypes } from '@traguardo/sample-data/reports';
import { type PdfFontFiles, type PdfFontSet } from './pdf-fonts';
import { LINE_HEIGHT, SIZES, SPACE } from './pdf-theme';
import { REPLACEMENT_MARK } from './printable-text';
import { renderReportPdf } from './render-report-pdf';
import { reportDocument } from './report-document';
import { reportPdfInputFor } from './report-pdf-input-for';

async function fontFiles(set: PdfFontSet = 'latin'): Promise<PdfFontFiles> {
  const read = async (name: string) => {
    // The package's tests run from its folder.
    const bytes = await readFile(join(process.cwd(), 'src/features/reports/pdf/fonts', name));
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  };
  const prefix = { latin: 'noto-sans', wide: 'noto-sans-wide', hangul: 'noto-sans-wide-hangul' }[
    set
  ];
  return { regular: await read(`${prefix}-regular.ttf`), bold: await read(`${prefix}-bold.ttf`) };
}

function pageCount(pdf: ArrayBuffer): number {
  const text = new TextDecoder('latin1').decode(pdf);
  return text.match(/\/Type \/Page[^s]/g)?.length ?? 0;
}

/** The PDF's streams a page's drawing or a font's text map is in, inflated. */
function inflatedStreams(pdf: ArrayBuffer): string[] {
  const bytes = Buffer.from(pdf);
  const raw = bytes.toString('latin1');
  const streams: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    try {
      streams.push(
        inflateSync(bytes.subarray(start, raw.indexOf('endstream', start))).toString('latin1'),
      );
    } catch {
      continue; // a font file or an image
    }
  }
  return streams;
}

/**
 * The text of a PDF in an embedded font, as a reader extracts it: each string drawn
 * ('<glyph ids> Tj') read through the text map of a font that has all its glyphs.
 */
function embeddedText(pdf: ArrayBuffer): string[] {
  const streams = inflatedStreams(pdf);
  const maps = streams
    .filter((stream) => stream.includes('beginbfchar'))
    .map(
      (stream) =>
        new Map(
          [...stream.matchAll(/<([\da-f]{4})><([\da-f]{4})>/g)].map(([, glyph = '', char = '']) => [
            glyph,
            String.fromCharCode(parseInt(char, 16)),
          ]),
        ),
    );
  const texts: string[] = [];
  for (const stream of streams) {
    for (const [, hex = ''] of stream.matchAll(/<([\da-f]+)> Tj/g)) {
      const glyphs = hex.match(/.{4}/g) ?? [];
      const map = maps.find((candidate) => glyphs.every((glyph) => candidate.has(glyph)));
      if (map !== undefined) texts.push(glyphs.map((glyph) => map.get(glyph)).join(''));
    }
  }
  return texts;
}

/**
 * Each line of text of a PDF in the standard font, with its baseline's height on the page
 * (points from the bottom), in the order drawn: jsPDF writes '<x> <y> Td (<text>) Tj'.
 */
function placedLines(pdf: ArrayBuffer): { y: number; text: string }[] {
  const lines: { y: number; text: string }[] = [];
  for (const content of inflatedStreams(pdf)) {
    for (const [, y = '', text = ''] of content.matchAll(/[\d.]+ ([\d.]+) Td\s*\((.*)\) Tj/g)) {
      lines.push({ y: Number(y), text });
    }
  }
  return lines;
}

// A client the advisor entered by hand (QA's): no history, allocation, goals or documents.
const entered = createClient({ id: 'entered', status: 'red', ...HAND_ENTERED_CLIENT });
// Clients of Italy's Chinese, Arab, Israeli and Korean communities.
const named = (id: string, name: string) =>
  createClient({ id, status: 'green', ...HAND_ENTERED_CLIENT, name });
const wideClients = [
  named('han', '王小明'),
  named('arabic', 'محمد عبد الله'),
  named('hebrew', 'דוד לוי'),
  named('hangul', '김민준'),
];

function render(
  typeId: string,
  clientId: string,
  fonts: PdfFontFiles,
  firmName?: string,
  book = [...clients, entered, ...wideClients],
) {
  const type = reportTypes.find((t) => t.id === typeId);
  if (type === undefined) throw new Error(typeId);
  const input = reportPdfInputFor({
    type,
    clientId,
    clients: book,
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
    for (const [typeId, [min, max]] of Object.entries(REPORT_PAGE_RANGES)) {
      const { pdf } = render(typeId, 'c1', fonts);
      const pages = pageCount(pdf);
      expect(pages, typeId).toBeGreaterThanOrEqual(min);
      expect(pages, typeId).toBeLessThanOrEqual(max);
    }
  }, 60_000);

  it('keeps the aggregate report of each type within the pages it promises, each its own length', async () => {
    const fonts = await fontFiles();
    const pages = Object.fromEntries(
      reportTypes.map((type) => [
        type.id,
        pageCount(render(type.id, 'all', fonts, undefined, [...clients, entered]).pdf),
      ]),
    );
    for (const [typeId, [min, max]] of Object.entries(REPORT_PAGE_RANGES)) {
      expect(pages[typeId], typeId).toBeGreaterThanOrEqual(min);
      expect(pages[typeId], typeId).toBeLessThanOrEqual(max);
    }
    expect(new Set(Object.values(pages)).size).toBe(reportTypes.length);
    for (const typeId of ['goals', 'portfolio', 'comprehensive']) {
      expect(pages[typeId], typeId).toBeGreaterThan(pages['summary'] ?? 0);
    }
    expect(pages['comprehensive']).toBeGreaterThan(
      Math.max(pages['goals'] ?? 0, pages['portfolio'] ?? 0),
    );
  }, 60_000);

  it('prints a shorter Completo, still a whole PDF, for a client with no history or allocation', async () => {
    const fonts = await fontFiles();
    const { pdf } = render('comprehensive', 'entered', fonts);
    expect(new TextDecoder('latin1').decode(pdf.slice(0, 5))).toBe('%PDF-');
    // The sample client's Completo is 12–15 pages: four sections give way to one page.
    expect(pageCount(pdf)).toBe(pageCount(render('comprehensive', 'c1', fonts).pdf) - 3);
  }, 60_000);

  it('prints a Completo of one client under 1 MB', async () => {
    const { pdf } = render('comprehensive', 'c1', await fontFiles());
    expect(pdf.byteLength).toBeLessThan(1024 * 1024);
  }, 60_000);

  it('prints every fixed text of every report type in the Latin pair, for a sample client, one entered by hand and the aggregate', async () => {
    const fonts = await fontFiles('latin');
    for (const type of reportTypes) {
      for (const clientId of ['c1', 'entered', 'all']) {
        const { unprintable } = render(type.id, clientId, fonts, undefined, [...clients, entered]);
        expect(unprintable, `${type.id} ${clientId}`).toEqual([]);
      }
    }
  }, 120_000);

  it("leaves the Monte Carlo page's paragraph its space above the figures under it", () => {
    const type = reportTypes.find((t) => t.id === 'goals');
    if (type === undefined) throw new Error('goals');
    const input = reportPdfInputFor({
      type,
      clientId: 'c1',
      clients,
      isSample: () => true,
      branding,
      advisor: advisorProfile,
      generatedAt: new Date(2026, 10, 23, 10),
    });
    const lines = placedLines(renderReportPdf(reportDocument(input)).pdf);
    const last = lines.findIndex((line) => line.text.endsWith('delle imposte.'));
    const label = lines[last + 1];
    expect(label?.text).toMatch(/^Probabilit/);
    // A line of the paragraph, then its space, before the label's line starts.
    const distance = (lines[last]?.y ?? 0) - (label?.y ?? 0);
    expect(distance).toBeGreaterThanOrEqual(SIZES.body * LINE_HEIGHT + SPACE.afterText / 2);
  });

  it('names what the font could not print, once each', async () => {
    const { unprintable } = render('summary', 'c1', await fontFiles(), 'Studio 😀 Rossi مكتب');
    expect(unprintable).toEqual(['😀', 'م', 'ك', 'ت', 'ب']);
    expect(REPLACEMENT_MARK).toBe('\uFFFD');
  }, 60_000);

  it('prints Chinese, Arabic and Hebrew names as written with the wide pair, the Latin pair marking them', async () => {
    const latin = await fontFiles('latin');
    const wide = await fontFiles('wide');
    for (const clientId of ['han', 'arabic', 'hebrew']) {
      expect(render('summary', clientId, latin).unprintable, clientId).not.toEqual([]);
      expect(render('summary', clientId, wide).unprintable, clientId).toEqual([]);
    }
    // What the pair does not draw is still marked and named.
    expect(render('summary', 'hangul', wide).unprintable).toEqual(['김', '민', '준']);
    expect(render('summary', 'c1', wide, 'Studio 😀').unprintable).toEqual(['😀']);
  }, 60_000);

  it('prints a Korean name as written with the Hangul pair, the other pairs marking it', async () => {
    const hangul = await fontFiles('hangul');
    const { pdf, unprintable } = render('summary', 'hangul', hangul);
    expect(unprintable).toEqual([]);
    expect(embeddedText(pdf)).toContain('김민준');
    expect(render('summary', 'hangul', await fontFiles('latin')).unprintable).toEqual([
      '김',
      '민',
      '준',
    ]);
    // A book with Chinese, Arab, Israeli and Korean clients: its report names them all.
    const book = render('comprehensive', 'all', hangul, undefined, wideClients);
    expect(book.unprintable).toEqual([]);
    const printed = embeddedText(book.pdf);
    for (const name of ['王小明', '김민준', 'דוד לוי']) {
      expect(
        printed.some((text) => text.includes(name)),
        name,
      ).toBe(true);
    }
  }, 60_000);

  it('keeps a report printed with the wide pair small: only the glyphs used are embedded', async () => {
    const { pdf } = render('summary', 'han', await fontFiles('wide'));
    expect(pdf.byteLength).toBeLessThan(300 * 1024);
  }, 60_000);

  it('prints no empty header, blank line or broken signature when the firm and advisor are not given yet', () => {
    // The own book's settings before the advisor saves any: every text empty.
    const type = reportTypes.find((t) => t.id === 'summary');
    if (type === undefined) throw new Error('summary');
    const input = reportPdfInputFor({
      type,
      clientId: 'entered',
      clients: [entered],
      isSample: () => false,
      branding: { ...branding, firmName: '', address: '', website: '' },
      advisor: { ...advisorProfile, name: '', license: '' },
      generatedAt: new Date(2026, 10, 23, 10),
    });
    const lines = placedLines(renderReportPdf(reportDocument(input)).pdf);
    expect(lines.filter((line) => line.text.trim() === '')).toEqual([]);
    // The cover opens with the report's title: no band without a firm, no 'Consulente' alone.
    expect(lines[0]?.text).toBe(type.name);
    expect(lines.map((line) => line.text)).not.toContain('Consulente');
    const printed = lines.map((line) => line.text).join(' ');
    expect(printed).toContain('Report generato il 23 novembre 2026.');
    expect(printed).not.toMatch(/\(\)|da\s+,|, \./);
  });

  it('signs the report with the parts given, a licence left out when there is none', () => {
    const type = reportTypes.find((t) => t.id === 'summary');
    if (type === undefined) throw new Error('summary');
    const input = reportPdfInputFor({
      type,
      clientId: 'entered',
      clients: [entered],
      isSample: () => false,
      branding: { ...branding, firmName: 'Studio Verdi' },
      advisor: { ...advisorProfile, name: 'Giulia Verdi', license: '' },
      generatedAt: new Date(2026, 10, 23, 10),
    });
    const printed = placedLines(renderReportPdf(reportDocument(input)).pdf)
      .map((line) => line.text)
      .join(' ');
    expect(printed).toContain('Report generato il 23 novembre 2026 da Giulia Verdi, Studio Verdi.');
  });
});
