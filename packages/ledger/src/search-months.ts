import { type Month, monthOf } from '@traguardo/domain/ledger-month';
import { type LedgerTransaction } from '@traguardo/domain/ledger-schemas';

// What Movimenti's text search reads: per month, every valid movement's id, date, account,
// category and its description and note normalised (no accents, lower case), in columns, kept
// by month-flows-middleware.ts with every write. A search scans these strings in memory
// (search-cache.ts) instead of reading 100.000 movements through a cursor.

/** The movements of one month as the search reads them, newest first (date, then id, descending). */
export type SearchMonth = {
  month: Month;
  ids: string[];
  dates: string[];
  accountIds: string[];
  categoryIds: string[];
  texts: string[];
};

/**
 * Each month's revision: a new number with every write to a movement of that month, from a
 * counter that never goes back (not even when every movement is cleared).
 */
export type SearchRevisions = { id: 'months'; counter: number; months: Record<Month, number> };

export const SEARCH_REVISIONS_ID = 'months';

/** Lower case, without accents: how both the text searched and the searched text compare. */
export function normaliseSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('it');
}

/** The words of a search, normalised. */
export function searchWords(text: string | undefined): string[] {
  return normaliseSearch(text ?? '')
    .split(/\s+/)
    .filter(Boolean);
}

/** The searched text of a movement: its description and its note. */
export function searchedText(t: Pick<LedgerTransaction, 'description' | 'note'>): string {
  return normaliseSearch(`${t.description} ${t.note}`);
}

type Entry = { id: string; date: string; accountId: string; categoryId: string; text: string };

const newestFirst = (a: Entry, b: Entry) =>
  a.date === b.date ? (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) : a.date < b.date ? 1 : -1;

/**
 * `base` (newest first) without the movements of `gone`, with `added` merged in where they
 * belong: a write changes a movement or a few of a month's hundreds, so the stored columns
 * are walked once and never sorted again. Null when no movement is left.
 */
function mergedMonth(
  month: Month,
  base: SearchMonth | undefined,
  gone: ReadonlySet<string>,
  added: Entry[],
): SearchMonth | null {
  added.sort(newestFirst);
  const next: SearchMonth = {
    month,
    ids: [],
    dates: [],
    accountIds: [],
    categoryIds: [],
    texts: [],
  };
  const push = (e: Entry) => {
    next.ids.push(e.id);
    next.dates.push(e.date);
    next.accountIds.push(e.accountId);
    next.categoryIds.push(e.categoryId);
    next.texts.push(e.text);
  };
  let j = 0;
  const ids = base?.ids ?? [];
  ids.forEach((id, i) => {
    if (base === undefined || gone.has(id)) return;
    const kept: Entry = {
      id,
      date: base.dates[i] ?? '',
      accountId: base.accountIds[i] ?? '',
      categoryId: base.categoryIds[i] ?? '',
      text: base.texts[i] ?? '',
    };
    for (let e = added[j]; e !== undefined && newestFirst(e, kept) < 0; e = added[++j]) push(e);
    push(kept);
  });
  for (let e = added[j]; e !== undefined; e = added[++j]) push(e);
  return next.ids.length === 0 ? null : next;
}

/** Movements taken out of and put into the search months, gathered per month. */
export class SearchChanges {
  private readonly removed = new Map<Month, Set<string>>();
  private readonly added = new Map<Month, Entry[]>();

  remove(t: Pick<LedgerTransaction, 'id' | 'date'>): void {
    const month = monthOf(t.date);
    const ids = this.removed.get(month) ?? new Set<string>();
    ids.add(t.id);
    this.removed.set(month, ids);
  }

  add(t: LedgerTransaction): void {
    const month = monthOf(t.date);
    const entries = this.added.get(month) ?? [];
    const { id, date, accountId, categoryId } = t;
    entries.push({ id, date, accountId, categoryId, text: searchedText(t) });
    this.added.set(month, entries);
  }

  get months(): Month[] {
    return [...new Set([...this.removed.keys(), ...this.added.keys()])];
  }

  /** The months after the changes (`stored[i]` for `months[i]`): the emptied ones to delete. */
  applyTo(stored: readonly (SearchMonth | undefined)[]): {
    put: SearchMonth[];
    remove: Month[];
  } {
    const put: SearchMonth[] = [];
    const remove: Month[] = [];
    this.months.forEach((month, i) => {
      const gone = this.removed.get(month) ?? new Set<string>();
      const next = mergedMonth(month, stored[i], gone, [...(this.added.get(month) ?? [])]);
      if (next === null) remove.push(month);
      else put.push(next);
    });
    return { put, remove };
  }
}

/** The search months of `transactions` (valid ones only). */
export function searchMonthsOf(transactions: readonly LedgerTransaction[]): SearchMonth[] {
  const changes = new SearchChanges();
  for (const t of transactions) changes.add(t);
  return changes.applyTo([]).put;
}
