import { Dexie } from 'dexie';
import { startTransition, useEffect, useRef, useState } from 'react';
import { afterFirstPaint } from '@traguardo/app-runtime/after-first-paint';
import { usePageLive } from '@traguardo/app-runtime/page-live';
import { type LedgerTransaction } from '@traguardo/domain/ledger-schemas';
import { type LedgerDatabase } from '@traguardo/ledger/ledger-database';
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

/** Whether two reads of a movement hold the same (a record holds strings, numbers, booleans). */
const sameRow = (a: LedgerTransaction | undefined, b: LedgerTransaction) =>
  a !== undefined && JSON.stringify(a) === JSON.stringify(b);

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

async function readMatches(
  db: LedgerDatabase,
  { key, filter }: { key: string; filter: TransactionFilter },
): Promise<Answer> {
  const { count, rows } = await matchTransactions(db, filter, { limit: LIST_PAGE_SIZE });
  return { profile: db.profile, key, filter, count, firstPage: rows };
}

/** `next`, unless it shows what `shown` shows: then `shown`, and nothing renders again. */
const kept = (shown: Answer | undefined, next: Answer) =>
  sameAnswer(shown, next) && shown !== undefined ? shown : next;

/**
 * Whether a write Dexie reports (`storagemutated`: this tab's, or another's) touched `db`:
 * its parts are named `idb://<database>/<table>/<index>`, or `all` (everything may have
 * changed, as when the page comes back from the back/forward cache).
 */
const writesTo = (db: LedgerDatabase, parts: Readonly<Record<string, unknown>>) =>
  'all' in parts || Object.keys(parts).some((part) => part.startsWith(`idb://${db.name}/`));

/** A state update that throws `error` where the screen renders: its error boundary shows it. */
const fail = (error: unknown) => (): Answer => {
  throw error;
};

/**
 * How many movements match `filter`, and the first page of them, in one answer (undefined
 * until first read): the list paints its count and its top rows together. The read starts
 * as soon as a new filter is rendered (a keystroke's own render, not a deferred one after it),
 * outside Dexie's live queries, and its answer renders in a transition with the filter it is
 * for: the field paints first, and the list renders once per answer. It stays live: a write
 * (here or in another tab) brings a new answer, rendered only if the list would change.
 * While another filter is read the last answer of the same profile stays (stale).
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

  // Answers apply in the order their reads started: one overtaken by a later read is dropped.
  const reads = useRef({ started: 0, shown: 0 });
  useEffect(() => {
    if (!live) return undefined;
    const read = () => {
      const order = ++reads.current.started;
      readMatches(db, asked).then(
        (next) => {
          if (order < reads.current.shown) return;
          reads.current.shown = order;
          startTransition(() => setAnswer((shown) => kept(shown, next)));
        },
        (error: unknown) => setAnswer(fail(error)),
      );
    };
    // In a task of its own, right after the keystroke's: the search's scan and the field's
    // render never make one long task together.
    const first = setTimeout(read);
    // Kept live: read again after each write to this ledger, here or in another tab.
    const onWrite = (parts: Readonly<Record<string, unknown>>) => {
      if (writesTo(db, parts)) read();
    };
    Dexie.on('storagemutated', onWrite);
    return () => {
      clearTimeout(first);
      Dexie.on('storagemutated').unsubscribe(onWrite);
    };
  }, [db, live, asked]);

  if (answer === undefined || answer.profile !== db.profile) return undefined;
  const { filter: answered, count, firstPage } = answer;
  return { filter: answered, count, firstPage, stale: answer.key !== key };
}
