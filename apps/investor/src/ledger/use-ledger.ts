import { liveQuery } from 'dexie';
import { useObservable } from 'dexie-react-hooks';
import { inTransition } from '@traguardo/app-runtime/in-transition';
import { usePageLive } from '@traguardo/app-runtime/page-live';
import { type LedgerDatabase } from '@traguardo/ledger/ledger-database';
import { useProfileStore } from '../stores/profile-store';
import { ledgerOf } from './ledger-connection';

/** The ledger of the open profile. */
export function useLedger(): LedgerDatabase {
  return ledgerOf(useProfileStore((state) => state.profile));
}

/**
 * What `query` reads from the open profile's ledger, read again whenever what it read
 * changes (here or in another tab) or the profile or `deps` change; undefined until first
 * read, when a screen shows its cards' empty frames — and until the page is live: the
 * route's HTML and its hydration read nothing (page-live.ts). Each answer renders in a
 * transition (inTransition): a screen full of figures never makes one long task.
 */
export function useLedgerQuery<T>(
  query: (db: LedgerDatabase) => Promise<T>,
  deps: readonly unknown[],
): T | undefined {
  const db = useLedger();
  const live = usePageLive();
  // The querier is rebuilt from `deps` (the caller's own dependency list) and the ledger.
  return useObservable(
    () => inTransition(liveQuery(() => (live ? query(db) : undefined))),
    [live, db, ...deps],
  );
}
