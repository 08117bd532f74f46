import { decodeText } from './decode-text';
import { decodeWindows1252 } from './windows-1252';

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

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.length <= bytes.length && prefix.every((byte, index) => bytes[index] === byte);

// A zip is an .xlsx when it holds xl/workbook.xml: the names of a zip's entries are plain
// text in its central directory, at the end (a .docx or a .zip of photos has none).
const CENTRAL_DIRECTORY_BYTES = 256 * 1024;
function isXlsxZip(bytes: Uint8Array): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - CENTRAL_DIRECTORY_BYTES));
  return decodeWindows1252(tail).includes('xl/workbook.xml');
}

export type ClientsCsvFileReading = { ok: true; text: string } | { ok: false; message: string };

/**
 * The text of a client list's bytes, or why there is none (an Excel workbook, a binary
 * file), in Italian. A file with no text reads as
 * empty text: the import then says the file has no rows of clients.
 */
export function readClientsCsvFile(bytes: Uint8Array): ClientsCsvFileReading {
  // An Excel workbook is said by name, with how to save it as CSV, before any byte is decoded.
  if (startsWith(bytes, ZIP) && isXlsxZip(bytes)) {
    return { ok: false, message: CLIENTS_CSV_FILE_MESSAGES.xlsx };
  }
  if (startsWith(bytes, OLE)) return { ok: false, message: CLIENTS_CSV_FILE_MESSAGES.xls };
  const decoded = decodeText(bytes);
  if (decoded.ok) return { ok: true, text: decoded.text };
  if (decoded.reason === 'empty') return { ok: true, text: '' };
  return { ok: false, message: CLIENTS_CSV_FILE_MESSAGES.binary };
}
