// The fonts the PDF embeds, all Noto Sans (SIL Open Font License, fonts/OFL.txt), regular
// and bold. The Latin pair covers Latin with its extensions, Greek and Cyrillic; the wide
// pair (scripts/build-report-fonts.sh) adds Chinese (with Japanese kana), Arabic and Hebrew,
// which jsPDF shapes and lays right to left itself; the Hangul pair adds Korean to the wide
// one (a report is printed with one font, so it draws whatever else the report holds).
// jsPDF embeds only the glyphs the document uses (a subset), so the file stays small.
// Loaded by the PDF worker only, never with a page; the wide pair (3 MB a weight) and the
// Hangul pair (5.5 MB a weight) only for a report that needs them.
import { type jsPDF } from 'jspdf';
import { type Covers, winAnsiCovers } from './printable-text';

export type PdfFontFiles = { regular: ArrayBuffer; bold: ArrayBuffer };

/** The family name the renderer sets, and what it draws. */
export type PdfFont = { family: string; covers: Covers };

const EMBEDDED_FAMILY = 'NotoSans';
/** Helvetica is one of the PDF standard fonts: the fallback when the files cannot be read. */
const STANDARD_FONT: PdfFont = { family: 'helvetica', covers: winAnsiCovers };

/** The bytes as a binary string, what jsPDF's virtual file system holds. */
function binaryString(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  const parts: string[] = [];
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    parts.push(String.fromCharCode(...bytes.subarray(i, i + CHUNK)));
  }
  return parts.join('');
}

const asStrings = new WeakMap<ArrayBuffer, string>();

function fileText(buffer: ArrayBuffer): string {
  const cached = asStrings.get(buffer);
  if (cached !== undefined) return cached;
  const text = binaryString(buffer);
  asStrings.set(buffer, text);
  return text;
}

type GlyphLookup = { characterToGlyph: (codePoint: number) => number };

function isGlyphLookup(value: unknown): value is GlyphLookup {
  return (
    typeof value === 'object' &&
    value !== null &&
    'characterToGlyph' in value &&
    typeof value.characterToGlyph === 'function'
  );
}

/** The embedded font's character map in `style` (jsPDF parsed it on addFont). */
function glyphs(doc: jsPDF, style: 'normal' | 'bold'): GlyphLookup {
  doc.setFont(EMBEDDED_FAMILY, style);
  const metadata: unknown = doc.getFont().metadata;
  if (!isGlyphLookup(metadata)) throw new Error('Font non leggibile');
  return metadata;
}

/** Registers the font files with `doc`; without them, the standard font. */
export function embedFonts(doc: jsPDF, files: PdfFontFiles | undefined): PdfFont {
  if (files === undefined) return STANDARD_FONT;
  doc.addFileToVFS('noto-sans-regular.ttf', fileText(files.regular));
  doc.addFont('noto-sans-regular.ttf', EMBEDDED_FAMILY, 'normal');
  doc.addFileToVFS('noto-sans-bold.ttf', fileText(files.bold));
  doc.addFont('noto-sans-bold.ttf', EMBEDDED_FAMILY, 'bold');
  const regular = glyphs(doc, 'normal');
  const bold = glyphs(doc, 'bold');
  return {
    family: EMBEDDED_FAMILY,
    // A character is printed only if both weights draw it; code points past the Basic
    // Multilingual Plane (emoji) never are: jsPDF writes text in UTF-16 units.
    covers: (codePoint) =>
      codePoint <= 0xffff &&
      regular.characterToGlyph(codePoint) !== 0 &&
      bold.characterToGlyph(codePoint) !== 0,
  };
}

/** Which pair of files a report is printed with. */
export type PdfFontSet = 'latin' | 'wide' | 'hangul';

/** The scripts only the wide pairs draw: a report with any of them is printed with one. */
const WIDE_SCRIPTS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Arabic}\p{Script=Hebrew}]/u;

/** The pair that prints `text` (the report's input, as JSON text) as written. */
export function fontSetFor(text: string): PdfFontSet {
  if (/\p{Script=Hangul}/u.test(text)) return 'hangul';
  return WIDE_SCRIPTS.test(text) ? 'wide' : 'latin';
}

const FILES: Record<PdfFontSet, { regular: URL; bold: URL }> = {
  latin: {
    regular: new URL('./fonts/noto-sans-regular.ttf', import.meta.url),
    bold: new URL('./fonts/noto-sans-bold.ttf', import.meta.url),
  },
  wide: {
    regular: new URL('./fonts/noto-sans-wide-regular.ttf', import.meta.url),
    bold: new URL('./fonts/noto-sans-wide-bold.ttf', import.meta.url),
  },
  hangul: {
    regular: new URL('./fonts/noto-sans-wide-hangul-regular.ttf', import.meta.url),
    bold: new URL('./fonts/noto-sans-wide-hangul-bold.ttf', import.meta.url),
  },
};

const loading = new Map<PdfFontSet, Promise<PdfFontFiles | undefined>>();

async function fetchFile(url: URL): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Font non disponibile: ${response.status}`);
  return response.arrayBuffer();
}

/**
 * The files of `set`, fetched once per worker; none when they cannot be fetched (offline
 * before they were ever cached): the report is then made with the standard font.
 */
function loadPdfFonts(set: PdfFontSet): Promise<PdfFontFiles | undefined> {
  const cached = loading.get(set);
  if (cached !== undefined) return cached;
  const { regular, bold } = FILES[set];
  const files = Promise.all([fetchFile(regular), fetchFile(bold)]).then(
    ([regularBytes, boldBytes]) => ({ regular: regularBytes, bold: boldBytes }),
    () => {
      loading.delete(set); // the next report tries again
      return undefined;
    },
  );
  loading.set(set, files);
  return files;
}

/**
 * The files that print `text` (the report's input, as JSON text): the wide or Hangul pair
 * when it needs one and it can be fetched, else the Latin pair (what it cannot draw is then
 * marked), else none.
 */
export async function loadPdfFontsFor(text: string): Promise<PdfFontFiles | undefined> {
  const set = fontSetFor(text);
  const files = await loadPdfFonts(set);
  return files ?? (set === 'latin' ? undefined : loadPdfFonts('latin'));
}
