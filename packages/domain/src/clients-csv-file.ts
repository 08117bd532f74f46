import { decodeText } from './decode-text';
import { importFileKind } from './import-file-kind';

// A client list's file as the advisor chose it, before its CSV is read: its bytes decoded
// as the bank import decodes a statement (UTF-8 with or without BOM, UTF-16 with its BOM,
// else Windows-1252, what Italian Excel saves as "CSV").

const SAVE_AS_CSV =
  'aprilo in Excel, scegli File › Salva con nome › «CSV UTF-8 (delimitato da virgole)» (.csv) e importa quel file. Nessun cliente è stato importato.';

export const CLIENTS_CSV_FILE_MESSAGES = {
  xlsx: `È una cartella di lavoro Excel (.xlsx), non un CSV: ${SAVE_AS_CSV}`,
  xls: `È un file Excel 97-2003 (.xls), non un CSV: ${SAVE_AS_CSV}`,
  binary:
    'Il file non è di testo: sembra un programma, un’immagine o un archivio, non un elenco di clienti in CSV. Nessun cliente è stato importato.',
} as const;

export type ClientsCsvFileReading = { ok: true; text: string } | { ok: false; message: string };

/**
 * The text of a client list's bytes, or why there is none (an Excel workbook, a binary
 * file), in Italian. A file with no text reads as
 * empty text: the import then says the file has no rows of clients.
 */
export function readClientsCsvFile(bytes: Uint8Array): ClientsCsvFileReading {
  // An Excel workbook is said by name, with how to save it as CSV, before any byte is decoded.
  const signature = importFileKind(bytes);
  if (signature === 'xlsx') return { ok: false, message: CLIENTS_CSV_FILE_MESSAGES.xlsx };
  if (signature === 'xls') return { ok: false, message: CLIENTS_CSV_FILE_MESSAGES.xls };
  const decoded = decodeText(bytes);
  if (decoded.ok) return { ok: true, text: decoded.text };
  if (decoded.reason === 'empty') return { ok: true, text: '' };
  return { ok: false, message: CLIENTS_CSV_FILE_MESSAGES.binary };
}
