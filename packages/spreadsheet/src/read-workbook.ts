import type { Cell, CellValue, Workbook } from 'exceljs';

// An Excel .xlsx workbook read into rows of text, for every import that takes one (a bank
// statement, a list of clients). exceljs, the heaviest piece, is loaded only when a workbook
// arrives. A cell becomes the text a CSV would hold: a date as yyyy-mm-dd, a number as its
// caller writes numbers, rich text as its plain text, a formula as the result Excel saved
// (never evaluated here), and a text starting with = + - @ stays that text.

/** A non-empty row of a sheet: its row number in the sheet (1-based) and its cells' text. */
export interface SheetRow {
  line: number;
  cells: string[];
}

/** A sheet of the workbook, its rows read only when asked (a sheet may be over the limit). */
export interface WorkbookSheet {
  name: string;
  /** The rows with at least one filled cell, in order; over `maxRows` it throws 'too-many-rows'. */
  readRows(): SheetRow[];
}

export interface ReadWorkbookOptions {
  /** The most rows a sheet may have (every row with a value counts). */
  maxRows: number;
  /**
   * A number cell as text, in the form the caller's parser reads. The value is the one the
   * sheet shows: a percent-formatted 0,18 arrives as 18, and binary noise (0,1 + 0,2) is gone.
   */
  numberText: (value: number) => string;
}

/** Why a workbook gives no rows: a caller says it in its own words. */
export type SpreadsheetErrorCode = 'unreadable' | 'too-many-rows';

export class SpreadsheetError extends Error {
  override name = 'SpreadsheetError';
  readonly code: SpreadsheetErrorCode;
  /** The sheet over the limit ('too-many-rows'). */
  readonly sheet: string | undefined;

  constructor(code: SpreadsheetErrorCode, sheet?: string) {
    super(code === 'unreadable' ? 'workbook unreadable' : `sheet ${sheet} over the row limit`);
    this.code = code;
    this.sheet = sheet;
  }
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

// 15 significant digits: what Excel itself keeps, so 0.30000000000000004 reads as 0.3.
function shownNumber(value: number, numFmt: string | undefined): number {
  const percent = numFmt !== undefined && /%/.test(numFmt.replace(/"[^"]*"|\\./g, ''));
  return Number((percent ? value * 100 : value).toPrecision(15));
}

function valueText(
  value: CellValue,
  numFmt: string | undefined,
  options: ReadWorkbookOptions,
): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // exceljs gives Excel's calendar date at UTC midnight.
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) ? options.numberText(shownNumber(value, numFmt)) : '';
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'VERO' : 'FALSO';
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = 'result' in value ? value.result : undefined;
    return result === undefined || (typeof result === 'object' && !(result instanceof Date))
      ? ''
      : valueText(result, numFmt, options);
  }
  if ('text' in value) {
    return typeof value.text === 'string' ? value.text : valueText(value.text, numFmt, options);
  }
  return '';
}

function cellText(cell: Cell, options: ReadWorkbookOptions): string {
  return valueText(cell.value, cell.numFmt, options).trim();
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
    // A damaged zip, or a password-protected workbook (an encrypted file, not a zip inside).
    throw new SpreadsheetError('unreadable');
  }
  return workbook;
}

/** The sheets of an .xlsx workbook, in order; 'unreadable' when it does not open. */
export async function readWorkbook(
  bytes: Uint8Array,
  options: ReadWorkbookOptions,
): Promise<WorkbookSheet[]> {
  const workbook = await loadWorkbook(bytes);
  return workbook.worksheets.map((sheet) => ({
    name: sheet.name,
    readRows() {
      if (sheet.actualRowCount > options.maxRows) {
        throw new SpreadsheetError('too-many-rows', sheet.name);
      }
      const rows: SheetRow[] = [];
      sheet.eachRow({ includeEmpty: false }, (row, line) => {
        const cells: string[] = [];
        row.eachCell({ includeEmpty: true }, (cell, column) => {
          cells[column - 1] = cellText(cell, options);
        });
        const filled = Array.from(cells, (cell) => cell ?? '');
        if (filled.some((cell) => cell !== '')) rows.push({ line, cells: filled });
      });
      return rows;
    },
  }));
}
