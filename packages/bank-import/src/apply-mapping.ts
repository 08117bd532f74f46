import type { AmountMapping, ColumnMapping } from './column-mapping';
import type { TableRow } from './csv-table';
import { BankImportError } from './import-error';
import { badRowsSummary } from './import-texts';
import { MAX_LISTED_BAD_ROWS } from './limits';
import type { ParsedMovement } from './movement';
import { parseAmountCents } from './parse-amount';
import { parseDate } from './parse-date';

const NEGATIVE_SIGNS = new Set(['d', 'dare', '-', 'addebito', 'debit', 'dbit', 'u', 'uscita']);
const POSITIVE_SIGNS = new Set([
  'a',
  'avere',
  '+',
  'accredito',
  'credit',
  'crdt',
  'c',
  'e',
  'entrata',
]);

const cell = (row: TableRow, column: number) => (row.cells[column] ?? '').trim();

function amountOf(row: TableRow, mapping: AmountMapping): number {
  const read = (column: number): number => {
    const text = cell(row, column);
    const cents = parseAmountCents(text);
    if (cents === undefined) {
      throw new BankImportError(
        'bad-amount',
        text === '' ? 'manca l’importo.' : `l’importo «${text}» non è un numero.`,
        row.line,
      );
    }
    return cents;
  };
  switch (mapping.kind) {
    case 'signed':
      return read(mapping.column);
    case 'credit-debit': {
      const hasCredit = cell(row, mapping.credit) !== '';
      const hasDebit = cell(row, mapping.debit) !== '';
      if (!hasCredit && !hasDebit) {
        throw new BankImportError(
          'bad-amount',
          'mancano sia l’accredito sia l’addebito.',
          row.line,
        );
      }
      // A debit column may or may not carry its own minus: it is money going out either way.
      const credit = hasCredit ? Math.abs(read(mapping.credit)) : 0;
      const debit = hasDebit ? Math.abs(read(mapping.debit)) : 0;
      return credit - debit;
    }
    case 'indicator': {
      const amount = Math.abs(read(mapping.column));
      const sign = cell(row, mapping.indicator).toLowerCase();
      if (NEGATIVE_SIGNS.has(sign)) return -amount;
      if (POSITIVE_SIGNS.has(sign)) return amount;
      throw new BankImportError(
        'bad-amount',
        `il segno «${cell(row, mapping.indicator)}» non è D/A (dare/avere) né +/-.`,
        row.line,
      );
    }
  }
}

function descriptionOf(row: TableRow, columns: readonly number[]): string {
  const parts: string[] = [];
  for (const column of columns) {
    const text = cell(row, column).replace(/\s+/g, ' ');
    if (text !== '' && !parts.includes(text)) parts.push(text);
  }
  return parts.join(' - ');
}

// A row that only continues the description above (a long text wrapped over two rows):
// no date, and nothing but description cells.
function isContinuation(row: TableRow, mapping: ColumnMapping): boolean {
  const description = new Set(mapping.description);
  return (
    mapping.description.some((column) => cell(row, column) !== '') &&
    row.cells.every((_, column) => description.has(column) || cell(row, column) === '')
  );
}

/** The refusal of the rows that cannot be read: one as it is, several summed up and listed. */
function refusalOf(refused: readonly BankImportError[], count: number): BankImportError {
  const [first] = refused;
  if (first === undefined) throw new Error('refusalOf senza righe rifiutate');
  if (count === 1) return first;
  return new BankImportError(first.code, badRowsSummary(count), undefined, {
    listed: refused.map((error) => error.message),
    count,
  });
}

/**
 * The movements of the table's data rows under `mapping`. Rows after the last dated one
 * (totals, closing balances) are below the table and skipped; a row inside the table whose
 * date or amount cannot be read is refused with its line, every such row at once (the first
 * MAX_LISTED_BAD_ROWS listed), and so is a table with no dated row. A row holding only
 * description text continues the movement above it.
 */
export function applyMapping(rows: readonly TableRow[], mapping: ColumnMapping): ParsedMovement[] {
  const last = rows.findLastIndex((row) => parseDate(cell(row, mapping.date)) !== undefined);
  if (last === -1) {
    // No row has a date: say what the first row holds instead of importing nothing.
    const first = rows.find((row) => cell(row, mapping.date) !== '');
    if (first === undefined)
      throw new BankImportError('no-movements', 'Il file non contiene movimenti.');
    throw new BankImportError(
      'bad-date',
      `la data «${cell(first, mapping.date)}» non è una data valida.`,
      first.line,
    );
  }
  const movements: ParsedMovement[] = [];
  const refused: BankImportError[] = [];
  let refusedCount = 0;
  for (const row of rows.slice(0, last + 1)) {
    try {
      readRow(row, mapping, movements);
    } catch (error) {
      if (!(error instanceof BankImportError)) throw error;
      refusedCount += 1;
      if (refused.length < MAX_LISTED_BAD_ROWS) refused.push(error);
    }
  }
  if (refusedCount > 0) throw refusalOf(refused, refusedCount);
  return movements;
}

/** Reads one row into `movements`: a movement of its own, or more text for the one above. */
function readRow(row: TableRow, mapping: ColumnMapping, movements: ParsedMovement[]): void {
  const text = cell(row, mapping.date);
  const date = parseDate(text);
  const previous = movements.at(-1);
  if (date === undefined && previous !== undefined && isContinuation(row, mapping)) {
    previous.description = [previous.description, descriptionOf(row, mapping.description)]
      .filter((part) => part !== '')
      .join(' ');
    return;
  }
  if (date === undefined) {
    throw new BankImportError(
      'bad-date',
      text === '' ? 'manca la data.' : `la data «${text}» non è una data valida.`,
      row.line,
    );
  }
  const valueDate =
    mapping.valueDate === null ? null : (parseDate(cell(row, mapping.valueDate)) ?? null);
  movements.push({
    position: row.line,
    date,
    valueDate,
    description: descriptionOf(row, mapping.description),
    amountCents: amountOf(row, mapping.amount),
    bankId: null,
  });
}
