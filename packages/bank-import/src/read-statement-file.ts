import { importFileKind, isEncryptedWorkbook } from '@traguardo/domain/import-file-kind';
import { PROTECTED_WORKBOOK_MESSAGE } from '@traguardo/domain/protected-workbook';
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

/**
 * Reads a statement file by what its bytes are (not its name): .xlsx (a zip), the old
 * binary .xls and a workbook under a password (each refused with what to do), OFX/QFX, CAMT.053, otherwise CSV/TXT. Every
 * refusal is a BankImportError with an Italian message; nothing is written anywhere.
 */
export async function readStatementFile(bytes: Uint8Array): Promise<StatementFile> {
  checkFileSize(bytes.length);
  const signature = importFileKind(bytes);
  if (signature === 'zip') {
    throw new BankImportError(
      'unsupported-format',
      'Questo archivio non è un file Excel (.xlsx): usa CSV, Excel, OFX o CAMT.053.',
    );
  }
  if (signature === 'xlsx') {
    return { kind: 'table', format: 'xlsx', ...(await readXlsxStatement(bytes)) };
  }
  // Excel saves a workbook under a password in the 97-2003 container, whatever its name.
  if (signature === 'xls' && isEncryptedWorkbook(bytes)) {
    throw new BankImportError('protected-workbook', PROTECTED_WORKBOOK_MESSAGE);
  }
  if (signature === 'xls') {
    throw new BankImportError(
      'xls-unsupported',
      'I file Excel 97-2003 (.xls) non si leggono in modo sicuro: aprilo in Excel o LibreOffice e salvalo come .xlsx o CSV.',
    );
  }
  if (signature === 'pdf') {
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
