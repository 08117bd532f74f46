import { type Month } from '@traguardo/domain/ledger-month';
import { rebuildDerivedTablesLater } from './derived-tables';
import { validRows } from './keep-aside';
import { type LedgerDatabase } from './ledger-database';
import { SEARCH_REVISIONS_ID, type SearchMonth, searchedText, searchWords } from './search-months';
import { matchingTexts, type MonthScan, monthScan } from './search-scan';

// The search months (search-months.ts) held in memory per open ledger, each read again only
// when its revision changed: a search reads one small record (the revisions, which also
// makes a live query re-run on any write to a movement) and scans strings in memory.

export type SearchFilter = {
  accountId?: string;
  month?: Month;
  categoryId?: string;
  text?: string;
};

type Cache = {
  /**
   * Each month's texts and their joined scan, built as the month is read (a few months per
   * task) rather than by the first search, which would build them all in one task.
   */
  months: Map<Month, { revision: number; data: SearchMonth; scan: MonthScan }>;
  last?: { key: string; ids: string[] };
  /** The revision counter at which the months held were last counted against the movements. */
  counted?: number;
};

const caches = new WeakMap<LedgerDatabase, Cache>();
/** Months read per request: each read stays a short task, even on the first search. */
const MONTHS_PER_READ = 6;

async function freshMonths(db: LedgerDatabase): Promise<{ cache: Cache; counter: number }> {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = { months: new Map() };
    caches.set(db, cache);
  }
  const revisions = await db.searchRevisions.get(SEARCH_REVISIONS_ID);
  const wanted = revisions?.months ?? {};
  for (const month of cache.months.keys()) if (!(month in wanted)) cache.months.delete(month);
  const stale = Object.entries(wanted)
    .filter(([month, revision]) => cache.months.get(month)?.revision !== revision)
    .map(([month]) => month);
  for (let i = 0; i < stale.length; i += MONTHS_PER_READ) {
    const batch = stale.slice(i, i + MONTHS_PER_READ);
    const read = await db.searchMonths.bulkGet(batch);
    read.forEach((data, j) => {
      const month = batch[j];
      if (month === undefined) return;
      if (data === undefined) cache.months.delete(month);
      else
        cache.months.set(month, {
          revision: wanted[month] ?? 0,
          data,
          scan: monthScan(data.texts),
        });
    });
  }
  return { cache, counter: revisions?.counter ?? 0 };
}

async function plainSearch(
  db: LedgerDatabase,
  filter: SearchFilter,
  words: readonly string[],
): Promise<string[]> {
  const all = validRows(db, 'transactions', await db.transactions.toArray());
  return all
    .filter(
      (t) =>
        (filter.month === undefined || t.date.startsWith(`${filter.month}-`)) &&
        (filter.accountId === undefined || t.accountId === filter.accountId) &&
        (filter.categoryId === undefined || t.categoryId === filter.categoryId) &&
        words.every((word) => searchedText(t).includes(word)),
    )
    .sort((a, b) => {
      const [x, y] = a.date === b.date ? [a.id, b.id] : [a.date, b.date];
      return x < y ? 1 : x > y ? -1 : 0;
    })
    .map((t) => t.id);
}

/**
 * Whether the months held hold every movement as of the revision `counter` (checked once per
 * revision): a movement written around the ledger (derived-tables.ts) is noticed by the first
 * search after the next write through it (Home's figures count at every read).
 */
async function holdsEvery(db: LedgerDatabase, cache: Cache, counter: number): Promise<boolean> {
  if (cache.counted === counter) return true;
  let held = 0;
  for (const { data } of cache.months.values()) held += data.ids.length;
  if (held !== (await db.transactions.count())) return false;
  cache.counted = counter;
  return true;
}

/**
 * Reads into memory what the search will scan (Movimenti, as it opens), and checks it holds
 * every movement: the first word typed is then answered from memory, with one read of the
 * database (its page of movements, beside the revisions), as the next ones are.
 */
export async function warmSearch(db: LedgerDatabase): Promise<void> {
  const { cache, counter } = await freshMonths(db);
  await holdsEvery(db, cache, counter);
}

/** The ids matching `filter` in the months held, as of the revision `counter`. */
function heldIds(cache: Cache, counter: number, filter: SearchFilter): string[] {
  const words = searchWords(filter.text);
  const key = JSON.stringify([counter, filter]);
  if (cache.last?.key === key) return cache.last.ids;
  const months = [...cache.months.keys()]
    .filter((month) => filter.month === undefined || month === filter.month)
    .sort()
    .reverse();
  const ids: string[] = [];
  for (const month of months) {
    const held = cache.months.get(month);
    if (held === undefined) continue;
    const { data, scan } = held;
    const keep = (i: number) =>
      (filter.accountId === undefined || data.accountIds[i] === filter.accountId) &&
      (filter.categoryId === undefined || data.categoryIds[i] === filter.categoryId);
    for (const i of matchingTexts(scan, data.texts, words, keep)) ids.push(data.ids[i] ?? '');
  }
  cache.last = { key, ids };
  return ids;
}

/**
 * What searchTransactionIds will answer for `filter` unless something was written since its
 * last read: the months held give it without reading anything (undefined before a first search).
 */
export function heldSearchIds(db: LedgerDatabase, filter: SearchFilter): string[] | undefined {
  const cache = caches.get(db);
  return cache?.counted === undefined ? undefined : heldIds(cache, cache.counted, filter);
}

/**
 * The ids of the valid movements matching `filter` (its words in the description or the
 * note, any case, accents or not), newest first (date, then id, descending).
 */
export async function searchTransactionIds(
  db: LedgerDatabase,
  filter: SearchFilter,
): Promise<string[]> {
  const { cache, counter } = await freshMonths(db);
  if (!(await holdsEvery(db, cache, counter))) {
    // Movements written around the ledger: every one is read this time.
    rebuildDerivedTablesLater(db);
    return plainSearch(db, filter, searchWords(filter.text));
  }
  return heldIds(cache, counter, filter);
}
