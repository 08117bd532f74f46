import { readWorkbook, SpreadsheetError } from '@traguardo/spreadsheet/read-workbook';
import type { TableRow } from './csv-table';
import { BankImportError } from './import-error';
import { MAX_IMPORT_ROWS } from './limits';
import { formatPlainAmount } from './parse-amount';
import { type StatementTable, tableFromRecords } from './statement-table';

// Excel .xlsx through the shared workbook reader (exceljs, loaded only when an .xlsx
// arrives). Every cell becomes the text the CSV path reads; a number as a plain amount.

function amountText(value: number): string {
  // Cents are what a statement holds.
  return Number.isInteger(value * 100) ? String(value) : formatPlainAmount(Math.round(value * 100));
}

function bankError(error: unknown): unknown {
  if (!(error instanceof SpreadsheetError)) return error;
  if (error.code === 'too-many-rows') {
    return new BankImportError(
      'too-many-rows',
      `Il foglio «${error.sheet ?? ''}» ha più di ${MAX_IMPORT_ROWS.toLocaleString('it-IT')} righe: dividilo in più file.`,
    );
  }
  return new BankImportError(
    'unsupported-format',
    'Il file Excel non si apre: è danneggiato o protetto da password. Salvalo di nuovo come .xlsx o CSV.',
  );
}

/** The first sheet of an .xlsx workbook that holds a table, with the header found. */
export async function readXlsxStatement(
  bytes: Uint8Array,
): Promise<StatementTable & { sheet: string }> {
  let firstError: unknown;
  try {
    const sheets = await readWorkbook(bytes, {
      maxRows: MAX_IMPORT_ROWS,
      numberText: amountText,
    });
    for (const sheet of sheets) {
      const records: TableRow[] = sheet.readRows();
      if (records.length === 0) continue;
      try {
        return { ...tableFromRecords(records), sheet: sheet.name };
      } catch (error) {
        firstError ??= error;
      }
    }
  } catch (error) {
    throw bankError(error);
  }
  throw firstError ?? new BankImportError('empty', 'Il file Excel non contiene righe.');
}
