import { useState } from 'react';
import { type LedgerTransaction } from '@traguardo/domain/ledger-schemas';
import { findTransactions, type TransactionFilter } from '@traguardo/ledger/transaction-queries';
import { useLedgerQuery } from '../../ledger/use-ledger';

/**
 * Rows read at a time: about a tall screen's worth with the rows drawn beyond it, so that a
 * search or a scroll reads (and checks) no more movements than it shows.
 */
export const LIST_PAGE_SIZE = 25;

/**
 * What the ledger last answered for `key`, kept while a new question is read: the list
 * keeps its length and rows while a filter or the scrolled range changes, instead of
 * collapsing for a frame.
 */
function useKept<T extends { key: string }>(answer: T | undefined, key: string): T | undefined {
  const [kept, setKept] = useState(answer);
  if (answer !== undefined && answer !== kept) setKept(answer);
  const shown = answer ?? kept;
  return shown?.key === key ? shown : undefined;
}

type Rows = { key: string; pages: ReadonlyMap<number, readonly LedgerTransaction[]> };

/**
 * The movements matching `filter` at the positions `indexes` (newest first), read a page at
 * a time: only the pages of the rows on screen are in memory, whatever the count. The first
 * page is `firstPage` (useTransactionMatches's). `rowAt(index)` is undefined for a row not
 * read yet.
 */
export function useTransactionRows(
  filter: TransactionFilter,
  indexes: readonly number[],
  firstPage: readonly LedgerTransaction[],
): (index: number) => LedgerTransaction | undefined {
  const key = JSON.stringify(filter);
  const pages = [...new Set(indexes.map((i) => Math.floor(i / LIST_PAGE_SIZE)))].filter(
    (page) => page > 0,
  );
  const pagesKey = pages.join(',');
  const answer = useLedgerQuery(
    async (db): Promise<Rows> => {
      const read = await Promise.all(
        pages.map((page) =>
          findTransactions(db, filter, {
            offset: page * LIST_PAGE_SIZE,
            limit: LIST_PAGE_SIZE,
          }),
        ),
      );
      return { key, pages: new Map(pages.map((page, i) => [page, read[i] ?? []])) };
    },
    [key, pagesKey],
  );
  const shown = useKept(answer, key);
  return (index) => {
    const page = Math.floor(index / LIST_PAGE_SIZE);
    const rows = page === 0 ? firstPage : shown?.pages.get(page);
    return rows?.[index % LIST_PAGE_SIZE];
  };
}
