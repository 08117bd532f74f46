import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { afterFirstPaint } from '@traguardo/app-runtime/after-first-paint';
import { inTransition } from '@traguardo/app-runtime/in-transition';
import { usePageLive } from '@traguardo/app-runtime/page-live';
import { type LedgerTransaction } from '@traguardo/domain/ledger-schemas';
import { warmSearch } from '@traguardo/ledger/search-cache';
import { matchTransactions, type TransactionFilter } from '@traguardo/ledger/transaction-queries';
import { useLedger } from '../../ledger/use-ledger';
import { LIST_PAGE_SIZE } from './use-transaction-rows';

/** What the ledger answers for a filter: how many movements match, and the newest page of them. */
export type TransactionMatches = {
  /** The filter this answer is for: the list reads its further pages with it. */
  filter: TransactionFilter;
  count: number;
  /** The first LIST_PAGE_SIZE matches, newest first: the top of the list. */
  firstPage: readonly LedgerTransaction[];
  /** The answer for the filter before, still shown while this filter is read. */
  stale: boolean;
};

type Answer = Omit<TransactionMatches, 'stale'> & { profile: string; key: string };

const sameRow = (a: LedgerTransaction | undefined, b: LedgerTransaction) =>
  a !== undefined &&
  (Object.keys(b) as (keyof LedgerTransaction)[]).every((field) => Object.is(a[field], b[field]));

/** Whether `next` shows what `shown` shows: then the list keeps `shown` and renders nothing. */
function sameAnswer(shown: Answer | undefined, next: Answer): boolean {
  return (
    shown !== undefined &&
    shown.profile === next.profile &&
    shown.key === next.key &&
    shown.count === next.count &&
    shown.firstPage.length === next.firstPage.length &&
    next.firstPage.every((row, i) => sameRow(shown.firstPage[i], row))
  );
}

/**
 * How many movements match `filter`, and the first page of them, in one answer (undefined
 * until first read): the list paints its count and its top rows together. The read starts
 * with the render that brings a new filter (the keystroke's own, not a later one), and its
 * answer renders in a transition with the filter it is for, so the field paints first and
 * the list renders once per answer. It stays live: a write (here or in another tab) brings a
 * new answer. While another filter is read the last answer of the same profile stays (stale).
 * Once the list is on screen, what the text search scans is read into memory, so the first
 * word typed is answered as fast as the next.
 */
export function useTransactionMatches(filter: TransactionFilter): TransactionMatches | undefined {
  const db = useLedger();
  const live = usePageLive();
  const key = JSON.stringify(filter);
  // One object per filter, whatever the identity of the one passed: a read per filter.
  const [asked, setAsked] = useState({ key, filter });
  if (asked.key !== key) setAsked({ key, filter });
  const [answer, setAnswer] = useState<Answer>();
  useEffect(() => afterFirstPaint(() => void warmSearch(db).catch(() => undefined)), [db]);

  useEffect(() => {
    if (!live) return undefined;
    const subscription = inTransition(
      liveQuery(async (): Promise<Answer> => {
        const { count, rows } = await matchTransactions(db, asked.filter, {
          limit: LIST_PAGE_SIZE,
        });
        return {
          profile: db.profile,
          key: asked.key,
          filter: asked.filter,
          count,
          firstPage: rows,
        };
      }),
    ).subscribe(
      (next) => setAnswer((shown) => (sameAnswer(shown, next) ? shown : next)),
      (error: unknown) =>
        setAnswer(() => {
          throw error;
        }),
    );
    return () => subscription.unsubscribe();
  }, [db, live, asked]);

  if (answer === undefined || answer.profile !== db.profile) return undefined;
  const { filter: answered, count, firstPage } = answer;
  return { filter: answered, count, firstPage, stale: answer.key !== key };
}
