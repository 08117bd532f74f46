import { formatCount } from '@traguardo/domain/format';
import type { ParsedMovement } from './movement';

// The import preview's texts (issue 33's exact words), one home for the screen and its tests.

/** "12 nuovi", "1 nuovo", "0 nuovi". */
export function newRowsLabel(count: number): string {
  return formatCount(count, 'nuovo', 'nuovi');
}

/** "3 già presenti", "1 già presente". */
export function presentRowsLabel(count: number): string {
  return formatCount(count, 'già presente', 'già presenti');
}

/** "2 righe a 0,00 € escluse": lines of no money, left out unless the user includes them. */
export function zeroRowsLabel(count: number): string {
  return formatCount(count, 'riga a 0,00 € esclusa', 'righe a 0,00 € escluse');
}

/** "Importa 12 movimenti", "Importa 1 movimento". */
export function importButtonLabel(count: number): string {
  return `Importa ${formatCount(count, 'movimento', 'movimenti')}`;
}

/** "Applica sempre a «ESSELUNGA»?", offered when a movement's category is changed. */
export function applyAlwaysLabel(payee: string): string {
  return `Applica sempre a «${payee}»?`;
}

/** What a file holds, to compare with the bank's own figures: count, sum, first and last date. */
export interface StatementSummary {
  count: number;
  totalCents: number;
  firstDate: string | null;
  lastDate: string | null;
}

export function summarizeMovements(movements: readonly ParsedMovement[]): StatementSummary {
  let firstDate: string | null = null;
  let lastDate: string | null = null;
  let totalCents = 0;
  for (const { date, amountCents } of movements) {
    totalCents += amountCents;
    if (firstDate === null || date < firstDate) firstDate = date;
    if (lastDate === null || date > lastDate) lastDate = date;
  }
  return { count: movements.length, totalCents, firstDate, lastDate };
}

/** Above the list of a table's unreadable rows: "3 righe del file non si possono leggere: …". */
export function badRowsSummary(count: number): string {
  return `${formatCount(count, 'riga', 'righe')} del file non si possono leggere: nessun movimento viene importato finché il file non si legge tutto.`;
}

/** Under the listed rows, the ones not listed: "e un’altra riga.", "e altre 5 righe.". */
export function moreBadRowsLabel(count: number): string {
  return count === 1 ? 'e un’altra riga.' : `e altre ${formatCount(count, 'riga', 'righe')}.`;
}
