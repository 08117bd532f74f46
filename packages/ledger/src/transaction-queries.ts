import { lastDayOfMonth, type Month } from '@traguardo/domain/ledger-month';
import { type LedgerTransaction } from '@traguardo/domain/ledger-schemas';
import { type Collection } from 'dexie';
import { type LedgerDatabase } from './ledger-database';
import { validRows } from './keep-aside';
import { heldSearchIds, searchTransactionIds } from './search-cache';
import { searchWords } from './search-months';

// The Movimenti list: newest first, filtered, one page at a time. The narrowest index does
// the first cut (an account's dates, a category's dates, or the month's dates); the other
// filters run on what it yields. A text search scans the search months in memory instead
// (search-cache.ts), then reads the page's movements by id.

export type TransactionFilter = {
  accountId?: string;
  /** 'yyyy-mm'. */
  month?: Month;
  categoryId?: string;
  /** Words the description or the note must contain, in any case. */
  text?: string;
};

export type TransactionPage = { offset?: number; limit?: number };

/** The page size when none is asked for. */
export const TRANSACTION_PAGE_SIZE = 100;

const LOW = '';
const HIGH = '\uffff';

function dateRange(month: Month | undefined): [string, string] {
  return month === undefined ? [LOW, HIGH] : [`${month}-01`, lastDayOfMonth(month)];
}

function collection(
  db: LedgerDatabase,
  filter: TransactionFilter,
): Collection<LedgerTransaction, string> {
  const [from, to] = dateRange(filter.month);
  let result: Collection<LedgerTransaction, string>;
  if (filter.accountId !== undefined) {
    result = db.transactions
      .where('[accountId+date]')
      .between([filter.accountId, from], [filter.accountId, to], true, true);
  } else if (filter.categoryId !== undefined) {
    result = db.transactions
      .where('[categoryId+date]')
      .between([filter.categoryId, from], [filter.categoryId, to], true, true);
  } else {
    result = db.transactions.where('date').between(from, to, true, true);
  }
  const { categoryId } = filter;
  if (filter.accountId === undefined || categoryId === undefined) return result.reverse();
  return result.reverse().filter((t) => t.categoryId === categoryId);
}

const searches = (filter: TransactionFilter) => searchWords(filter.text).length > 0;

/** One page of the movements matching `filter`, newest first (within a day, by id descending). */
export async function findTransactions(
  db: LedgerDatabase,
  filter: TransactionFilter = {},
  { offset = 0, limit = TRANSACTION_PAGE_SIZE }: TransactionPage = {},
): Promise<LedgerTransaction[]> {
  if (searches(filter)) {
    const ids = (await searchTransactionIds(db, filter)).slice(offset, offset + limit);
    const rows = await db.transactions.bulkGet(ids);
    return validRows(
      db,
      'transactions',
      rows.filter((row) => row !== undefined),
    );
  }
  const rows = await collection(db, filter).offset(offset).limit(limit).toArray();
  return validRows(db, 'transactions', rows);
}

/** How many movements match `filter`, and one page of them (newest first). */
export type TransactionMatches = { count: number; rows: LedgerTransaction[] };

/**
 * How many movements match `filter` (the length of the virtual list) and one page of them
 * (findTransactions), in one answer: a text search scans the search months once for both;
 * otherwise the count and the page are read side by side.
 */
export async function matchTransactions(
  db: LedgerDatabase,
  filter: TransactionFilter = {},
  { offset = 0, limit = TRANSACTION_PAGE_SIZE }: TransactionPage = {},
): Promise<TransactionMatches> {
  if (searches(filter)) {
    const pageOf = (ids: readonly string[]) => ids.slice(offset, offset + limit);
    const read = (ids: readonly string[]) =>
      ids.length === 0 ? Promise.resolve([]) : db.transactions.bulkGet(pageOf(ids));
    // The page the months in memory give is read while they are checked against the stored
    // revisions: one round trip to the database instead of two, unless something was written.
    const guess = heldSearchIds(db, filter);
    const guessed = guess === undefined ? undefined : read(guess);
    const ids = await searchTransactionIds(db, filter);
    if (ids !== guess) void guessed?.catch(() => undefined);
    const rows = await (ids === guess && guessed !== undefined ? guessed : read(ids));
    return {
      count: ids.length,
      rows: validRows(
        db,
        'transactions',
        rows.filter((row) => row !== undefined),
      ),
    };
  }
  const [count, rows] = await Promise.all([
    collection(db, filter).count(),
    collection(db, filter).offset(offset).limit(limit).toArray(),
  ]);
  return { count, rows: validRows(db, 'transactions', rows) };
}

/** The movements of one month, any order (for a month's figures). */
export async function transactionsOfMonth(
  db: LedgerDatabase,
  month: Month,
): Promise<LedgerTransaction[]> {
  const [from, to] = dateRange(month);
  return validRows(
    db,
    'transactions',
    await db.transactions.where('date').between(from, to, true, true).toArray(),
  );
}
