import { useEffect, useState } from 'react';
import { afterFirstPaint } from '@traguardo/app-runtime/after-first-paint';
import { type LedgerTransaction } from '@traguardo/domain/ledger-schemas';
import {
  countTransactions,
  findTransactions,
  TRANSACTION_PAGE_SIZE,
  type TransactionFilter,
} from '@traguardo/ledger/transaction-queries';
import { warmSearch } from '@traguardo/ledger/search-cache';
import { useLedger, useLedgerQuery } from '../../ledger/use-ledger';

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

/**
 * How many movements match `filter` (undefined until first read). Once the list is on
 * screen, what the text search scans is read into memory, so the first word typed is
 * answered as fast as the next.
 */
export function useTransactionCount(filter: TransactionFilter): number | undefined {
  const db = useLedger();
  useEffect(() => afterFirstPaint(() => void warmSearch(db).catch(() => undefined)), [db]);
  const key = JSON.stringify(filter);
  const answer = useLedgerQuery(
    async (db) => ({ key, count: await countTransactions(db, filter) }),
    [key],
  );
  return useKept(answer, key)?.count;
}

type Rows = { key: string; pages: ReadonlyMap<number, readonly LedgerTransaction[]> };

/**
 * The movements matching `filter` at the positions `indexes` (newest first), read a page at
 * a time: only the pages of the rows on screen are in memory, whatever the count.
 * `rowAt(index)` is undefined for a row not read yet.
 */
export function useTransactionRows(
  filter: TransactionFilter,
  indexes: readonly number[],
): (index: number) => LedgerTransaction | undefined {
  const key = JSON.stringify(filter);
  const pages = [...new Set(indexes.map((i) => Math.floor(i / TRANSACTION_PAGE_SIZE)))];
  const pagesKey = pages.join(',');
  const answer = useLedgerQuery(
    async (db): Promise<Rows> => {
      const read = await Promise.all(
        pages.map((page) =>
          findTransactions(db, filter, {
            offset: page * TRANSACTION_PAGE_SIZE,
            limit: TRANSACTION_PAGE_SIZE,
          }),
        ),
      );
      return { key, pages: new Map(pages.map((page, i) => [page, read[i] ?? []])) };
    },
    [key, pagesKey],
  );
  const shown = useKept(answer, key);
  return (index) =>
    shown?.pages.get(Math.floor(index / TRANSACTION_PAGE_SIZE))?.[index % TRANSACTION_PAGE_SIZE];
}
