import { ACCOUNTS_STORAGE, GOALS_STORAGE } from '../stores/storage';

/** The keys the version before the ledger kept the demo's goals and linked accounts under. */
const KEYS_BEFORE_LEDGER = [GOALS_STORAGE.name, ACCOUNTS_STORAGE.name] as const;

/**
 * Whether this device still holds a value under one of those keys, readable or not: only then
 * has migrate-saved-demo-data anything to move or to hand to its store. A start without any
 * (every start but the first after the upgrade) so never fetches the migration's code.
 */
export function hasDataSavedBeforeLedger(): boolean {
  try {
    return KEYS_BEFORE_LEDGER.some((key) => localStorage.getItem(key) !== null);
  } catch {
    // No storage at all: nothing was kept, nothing to move.
    return false;
  }
}
