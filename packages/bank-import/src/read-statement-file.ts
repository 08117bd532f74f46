import { decodeWindows1252 } from '@traguardo/domain/windows-1252';
import { isCamt053, type ParsedStatement, readCamt053 } from './camt053';
import { type CsvDelimiter, readCsvTable } from './csv-table';
import { checkFileSize, decodeText, type TextEncodingName } from './decode-text';
import { BankImportError } from './import-error';
import { isOfx, readOfx } from './ofx';
import { type StatementTable, tableFromRecords } from './statement-table';
import { readXlsxStatement } from './xlsx';

/** A statement file as read: a table to map (CSV, TXT, Excel), or movements already typed. */
export type StatementFile =
  | ({
      kind: 'table';
      format: 'csv';
      encoding: TextEncodingName;
      delimiter: CsvDelimiter;
    } & StatementTable)
  | ({ kind: 'table'; format: 'xlsx'; sheet: string } & StatementTable)
  | ({ kind: 'statement'; format: 'ofx' | 'camt053' } & ParsedStatement);

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PDF = [0x25, 0x50, 0x44, 0x46];

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.length <= bytes.length && prefix.every((byte, index) => bytes[index] === byte);

// A zip is an .xlsx when it holds xl/workbook.xml: the names of a zip's entries are plain
// text in its central directory, at the end (a .docx or a .zip of photos has none).
const CENTRAL_DIRECTORY_BYTES = 256 * 1024;
function isXlsxZip(bytes: Uint8Array): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - CENTRAL_DIRECTORY_BYTES));
  return decodeWindows1252(tail).includes('xl/workbook.xml');
}

/**
 * Reads a statement file by what its bytes are (not its name): .xlsx (a zip), the old
 * binary .xls (refused with what to do), OFX/QFX, CAMT.053, otherwise CSV/TXT. Every
 * refusal is a BankImportError with an Italian message; nothing is written anywhere.
 */
export async function readStatementFile(bytes: Uint8Array): Promise<StatementFile> {
  checkFileSize(bytes.length);
  if (startsWith(bytes, ZIP)) {
    if (!isXlsxZip(bytes)) {
      throw new BankImportError(
        'unsupported-format',
        'Questo archivio non è un file Excel (.xlsx): usa CSV, Excel, OFX o CAMT.053.',
      );
    }
    return { kind: 'table', format: 'xlsx', ...(await readXlsxStatement(bytes)) };
  }
  if (startsWith(bytes, OLE)) {
    throw new BankImportError(
      'xls-unsupported',
      'I file Excel 97-2003 (.xls) non si leggono in modo sicuro: aprilo in Excel o LibreOffice e salvalo come .xlsx o CSV.',
    );
  }
  if (startsWith(bytes, PDF)) {
    throw new BankImportError(
      'unsupported-format',
      'Un estratto conto in PDF non si importa: scarica dalla banca i movimenti in CSV, Excel, OFX o CAMT.053.',
    );
  }
  const { text, encoding } = decodeText(bytes);
  if (isOfx(text)) return { kind: 'statement', format: 'ofx', ...readOfx(text) };
  if (text.trimStart().startsWith('<')) {
    if (isCamt053(text)) return { kind: 'statement', format: 'camt053', ...readCamt053(text) };
    throw new BankImportError(
      'unsupported-format',
      'Questo file XML o HTML non è un estratto conto che sappiamo leggere: usa CSV, Excel (.xlsx), OFX o CAMT.053.',
    );
  }
  const { delimiter, rows } = readCsvTable(text);
  return { kind: 'table', format: 'csv', encoding, delimiter, ...tableFromRecords(rows) };
}
