import type { CellValue, Workbook } from 'exceljs';
import type { TableRow } from './csv-table';
import { BankImportError } from './import-error';
import { MAX_IMPORT_ROWS } from './limits';
import { formatPlainAmount } from './parse-amount';
import { type StatementTable, tableFromRecords } from './statement-table';

// Excel .xlsx through exceljs, loaded only when an .xlsx arrives (it is the heaviest
// piece here). Every cell becomes the text the CSV path reads: a date as yyyy-mm-dd, a
// number as a plain amount, a formula as its cached result (never evaluated here).

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // exceljs gives Excel's calendar date at UTC midnight.
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  }
  if (typeof value === 'number') {
    // Cents are what a statement holds; rounding drops the float's binary noise (0.1 + 0.2).
    return Number.isInteger(value * 100)
      ? String(value)
      : formatPlainAmount(Math.round(value * 100));
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'VERO' : 'FALSO';
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = 'result' in value ? value.result : undefined;
    return result === undefined || (typeof result === 'object' && !(result instanceof Date))
      ? ''
      : cellText(result);
  }
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text);
  return '';
}

async function loadWorkbook(bytes: Uint8Array): Promise<Workbook> {
  const module = await import('exceljs');
  const ExcelJS = module.default ?? module;
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
  } catch {
    throw new BankImportError(
      'unsupported-format',
      'Il file Excel non si apre: è danneggiato o protetto da password. Salvalo di nuovo come .xlsx o CSV.',
    );
  }
  return workbook;
}

/** The first sheet of an .xlsx workbook that holds a table, with the header found. */
export async function readXlsxStatement(
  bytes: Uint8Array,
): Promise<StatementTable & { sheet: string }> {
  const workbook = await loadWorkbook(bytes);
  let firstError: unknown;
  for (const sheet of workbook.worksheets) {
    if (sheet.actualRowCount > MAX_IMPORT_ROWS) {
      throw new BankImportError(
        'too-many-rows',
        `Il foglio «${sheet.name}» ha più di ${MAX_IMPORT_ROWS.toLocaleString('it-IT')} righe: dividilo in più file.`,
      );
    }
    const records: TableRow[] = [];
    sheet.eachRow({ includeEmpty: false }, (row, line) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = cellText(cell.value).trim();
      });
      const filled = Array.from(cells, (cell) => cell ?? '');
      if (filled.some((cell) => cell !== '')) records.push({ line, cells: filled });
    });
    if (records.length === 0) continue;
    try {
      return { ...tableFromRecords(records), sheet: sheet.name };
    } catch (error) {
      firstError ??= error;
    }
  }
  throw firstError ?? new BankImportError('empty', 'Il file Excel non contiene righe.');
}
