import { type Month } from '@traguardo/domain/ledger-month';
import { rebuildDerivedTablesLater } from './derived-tables';
import { validRows } from './keep-aside';
import { type LedgerDatabase } from './ledger-database';
import { SEARCH_REVISIONS_ID, type SearchMonth, searchedText, searchWords } from './search-months';

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
  months: Map<Month, { revision: number; data: SearchMonth }>;
  last?: { key: string; ids: string[] };
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
      else cache.months.set(month, { revision: wanted[month] ?? 0, data });
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

/** Reads into memory what the search will scan (Movimenti, as it opens). */
export async function warmSearch(db: LedgerDatabase): Promise<void> {
  await freshMonths(db);
}

/**
 * The ids of the valid movements matching `filter` (its words in the description or the
 * note, any case, accents or not), newest first (date, then id, descending).
 */
export async function searchTransactionIds(
  db: LedgerDatabase,
  filter: SearchFilter,
): Promise<string[]> {
  const [{ cache, counter }, total] = await Promise.all([freshMonths(db), db.transactions.count()]);
  const words = searchWords(filter.text);
  let held = 0;
  for (const { data } of cache.months.values()) held += data.ids.length;
  if (held !== total) {
    // Movements written around the ledger: every one is read this time.
    rebuildDerivedTablesLater(db);
    return plainSearch(db, filter, words);
  }
  const key = JSON.stringify([counter, filter]);
  if (cache.last?.key === key) return cache.last.ids;
  const months = [...cache.months.keys()]
    .filter((month) => filter.month === undefined || month === filter.month)
    .sort()
    .reverse();
  const ids: string[] = [];
  for (const month of months) {
    const data = cache.months.get(month)?.data;
    if (data === undefined) continue;
    // Plain loops: this runs over every movement at each keystroke.
    const { accountIds, categoryIds, texts } = data;
    for (let i = 0; i < data.ids.length; i++) {
      if (filter.accountId !== undefined && accountIds[i] !== filter.accountId) continue;
      if (filter.categoryId !== undefined && categoryIds[i] !== filter.categoryId) continue;
      const text = texts[i] ?? '';
      let all = true;
      for (const word of words) {
        if (!text.includes(word)) {
          all = false;
          break;
        }
      }
      if (all) ids.push(data.ids[i] ?? '');
    }
  }
  cache.last = { key, ids };
  return ids;
}
