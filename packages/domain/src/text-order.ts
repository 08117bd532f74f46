// The two orders of strings, one home for each: a name the way an Italian reads it, a key
// (an ISO date, a month, an id) the way it is written.

const names = new Intl.Collator('it-IT', { sensitivity: 'base', numeric: true });

/**
 * Names in Italian alphabetical order: case and accents aside ("àncora" beside "Ancora"),
 * numbers by value ("Conto 2" before "Conto 10"). One collator for the page: the first
 * comparison loads ICU's collation data, which the locale-data worker loads beforehand.
 */
export function compareNames(a: string, b: string): number {
  return names.compare(a, b);
}

/**
 * Keys in the order of their characters: for ISO dates ('2026-03-05') and months ('2026-03')
 * that is the order in time. A plain comparison: no collation data, no locale.
 */
export function compareKeys(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
