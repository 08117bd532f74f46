import type { StyleDictionary } from 'pdfmake/interfaces';

/** The document's own palette next to the firm's colours: slate text, like the app. */
export const TEXT = '#0f172a';
export const MUTED = '#475569';
export const RULE = '#cbd5e1';

/** Helvetica is one of the PDF standard fonts: every reader has it, nothing is embedded. */
export const FONT = 'Helvetica';

export const styles: StyleDictionary = {
  h1: { fontSize: 22, bold: true, color: TEXT },
  h2: { fontSize: 15, bold: true, color: TEXT, margin: [0, 16, 0, 8] },
  label: { fontSize: 9, color: MUTED },
  value: { fontSize: 13, bold: true, color: TEXT },
  small: { fontSize: 8, color: MUTED },
  tableHeader: { bold: true, fontSize: 9, color: TEXT },
};
