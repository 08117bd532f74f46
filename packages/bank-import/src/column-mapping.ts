import {
  AMOUNT_HEADERS,
  BOOKING_DATE_HEADERS,
  CREDIT_HEADERS,
  DEBIT_HEADERS,
  DESCRIPTION_HEADERS,
  INDICATOR_HEADERS,
  normalizeHeader,
  VALUE_DATE_HEADERS,
} from './header-words';
import { parseAmountCents } from './parse-amount';
import { parseDate } from './parse-date';

/** How the amount is written: one signed column, two columns, or amount plus D/A sign. */
export type AmountMapping =
  | { kind: 'signed'; column: number }
  | { kind: 'credit-debit'; credit: number; debit: number }
  | { kind: 'indicator'; column: number; indicator: number };

/** Which columns (0-based) hold what: a plain value, saved as a profile per layout. */
export interface ColumnMapping {
  date: number;
  valueDate: number | null;
  /** Joined in this order, blanks left out. */
  description: number[];
  amount: AmountMapping;
}

/**
 * Identifies a header layout: the same bank's next file has the same key, so the mapping
 * confirmed for the first one (a profile) is proposed again without asking.
 */
export function layoutKey(header: readonly string[]): string {
  return header.map(normalizeHeader).join(' | ');
}

function findColumn(
  normalized: readonly string[],
  words: readonly string[],
  taken: ReadonlySet<number>,
) {
  for (const word of words) {
    const index = normalized.findIndex((cell, column) => cell === word && !taken.has(column));
    if (index !== -1) return index;
  }
  return -1;
}

// Without a known header word, the column whose first cells mostly read as `accepts`.
function columnByContent(
  sample: readonly (readonly string[])[],
  width: number,
  accepts: (cell: string) => boolean,
  taken: ReadonlySet<number>,
): number {
  for (let column = 0; column < width; column += 1) {
    if (taken.has(column)) continue;
    const cells = sample.map((row) => row[column] ?? '').filter((cell) => cell.trim() !== '');
    if (cells.length > 0 && cells.filter(accepts).length >= cells.length * 0.8) return column;
  }
  return -1;
}

/**
 * The mapping the header suggests (booking date before value date; every description
 * column; a signed amount, a credit/debit pair, or an amount with its D/A sign), looking at
 * `sample` rows where a header word is unknown. Undefined when no date or amount is found.
 */
export function proposeMapping(
  header: readonly string[],
  sample: readonly (readonly string[])[] = [],
): ColumnMapping | undefined {
  const normalized = header.map(normalizeHeader);
  const taken = new Set<number>();
  const take = (index: number) => {
    if (index !== -1) taken.add(index);
    return index;
  };
  const valueDate = take(findColumn(normalized, VALUE_DATE_HEADERS, taken));
  let date = take(findColumn(normalized, BOOKING_DATE_HEADERS, taken));
  const indicator = take(findColumn(normalized, INDICATOR_HEADERS, taken));
  const signed = take(findColumn(normalized, AMOUNT_HEADERS, taken));
  const credit = take(findColumn(normalized, CREDIT_HEADERS, taken));
  const debit = take(findColumn(normalized, DEBIT_HEADERS, taken));
  const description = normalized.flatMap((cell, column) =>
    !taken.has(column) && (DESCRIPTION_HEADERS as readonly string[]).includes(cell) ? [column] : [],
  );
  description.forEach(take);

  let amount: AmountMapping | undefined;
  if (signed !== -1 && indicator !== -1) amount = { kind: 'indicator', column: signed, indicator };
  else if (credit !== -1 && debit !== -1) amount = { kind: 'credit-debit', credit, debit };
  else if (signed !== -1) amount = { kind: 'signed', column: signed };
  else {
    const byContent = take(
      columnByContent(sample, header.length, (cell) => parseAmountCents(cell) !== undefined, taken),
    );
    if (byContent !== -1) amount = { kind: 'signed', column: byContent };
  }
  if (date === -1)
    date =
      valueDate !== -1
        ? valueDate
        : columnByContent(sample, header.length, (cell) => parseDate(cell) !== undefined, taken);
  if (date === -1 || amount === undefined) return undefined;
  return {
    date,
    valueDate: valueDate === date || valueDate === -1 ? null : valueDate,
    description,
    amount,
  };
}
