import { isMonth, type Month, monthOf, monthsEndingWith } from './ledger-month';

// Calendar months ('yyyy-mm') named the Italian way, for pickers and chart axes.

const SHORT = ['Gen', 'Feb', 'Mar', 'Apr', 'Mag', 'Giu', 'Lug', 'Ago', 'Set', 'Ott', 'Nov', 'Dic'];
const LONG = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];

function parts(month: Month): { year: string; index: number } {
  return { year: month.slice(0, 4), index: Number(month.slice(5, 7)) - 1 };
}

/** A month on a chart axis, as the demo's series name them: '2026-11' → 'Nov'. */
export function monthShortLabel(month: Month): string {
  return SHORT[parts(month).index] ?? month;
}

/**
 * The axis labels of a chart of the last `count` months, the month of `today` ('yyyy-mm-dd')
 * last: on 27/11/2026, six months are Giu … Nov.
 */
export function lastMonthsShortLabels(today: string, count: number): string[] {
  return monthsEndingWith(monthOf(today), count).map(monthShortLabel);
}

/** A month in words: '2026-11' → 'novembre 2026'. */
export function monthLongLabel(month: Month): string {
  const { year, index } = parts(month);
  const name = LONG[index];
  return name === undefined ? month : `${name} ${year}`;
}

/** The month a text names, when it is one ('yyyy-mm'); otherwise `fallback`. */
export function monthOrDefault(text: string | null, fallback: Month): Month {
  return text !== null && isMonth(text) ? text : fallback;
}
