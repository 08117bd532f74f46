// Reads a downloaded PDF's text back with Mozilla's PDF.js, as a screen reader or a
// search would: proof that the report is text, not a picture of text.
import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfText = { pages: string[]; text: string };

export async function readPdfText(path: string): Promise<PdfText> {
  const data = new Uint8Array(await readFile(path));
  const pdf = await getDocument({ data, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        // PDF.js may give the no-break space of it-IT amounts as a plain one.
        .replace(/\s+/g, ' '),
    );
  }
  await pdf.destroy();
  return { pages, text: pages.join('\n') };
}
