import { readStoredValue } from '@traguardo/persistence/stored-value';
import { type LedgerDatabase } from '@traguardo/ledger/ledger-database';
import { ledgerOf } from '../ledger/ledger-connection';
import { useAccountsStore } from '../stores/accounts-store';
import { useGoalsStore } from '../stores/goals-store';
import { ACCOUNTS_STORAGE, GOALS_STORAGE } from '../stores/storage';
import { moveIntoLedger, type MoveOutcome } from './move-into-ledger';

// The upgrade from the version that kept goals and linked accounts in localStorage
// ('traguardo:investor:goals' and ':accounts', version 1) to the demo ledger. A stored value
// is read as its store reads it (validated, migrated); its key is removed only once the
// ledger has taken its items. A damaged or newer value is left to its store, which sets it
// aside and reports it as before. Uploaded documents, the chat and the chosen plan stay
// under their keys, which are the demo profile's (stores/storage.ts); the theme is the
// device's, the same on both profiles.

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // No storage at all: nothing was kept, nothing to move.
    return null;
  }
}

/** Removes `key` if it still holds `raw` (another tab may have written since). */
function removeIfUnchanged(key: string, raw: string): void {
  try {
    if (localStorage.getItem(key) === raw) localStorage.removeItem(key);
  } catch {
    // Still there: the next start moves nothing twice (the ledger has the items) and retries.
  }
}

/**
 * Moves what the previous version saved into the demo ledger. Resolves with what was moved,
 * or undefined when nothing readable was stored: then `ledger` is never called, so a start
 * with nothing to move (every start but the first after the upgrade) sets up no database.
 * When the ledger write fails it rejects and leaves the stored keys in place, for the next
 * start to try again.
 */
export async function migrateSavedDemoData(
  ledger: () => LedgerDatabase = () => ledgerOf('demo'),
): Promise<MoveOutcome | undefined> {
  const goalsRaw = read(GOALS_STORAGE.name);
  const accountsRaw = read(ACCOUNTS_STORAGE.name);
  const goals = goalsRaw === null ? undefined : readStoredValue(goalsRaw, GOALS_STORAGE);
  const accounts =
    accountsRaw === null ? undefined : readStoredValue(accountsRaw, ACCOUNTS_STORAGE);
  if (goals?.ok === false) await useGoalsStore.persist.rehydrate();
  if (accounts?.ok === false) await useAccountsStore.persist.rehydrate();
  if (goals?.ok !== true && accounts?.ok !== true) return undefined;
  const outcome = await moveIntoLedger(ledger(), {
    goals: goals?.ok === true ? goals.state.goals : [],
    accounts: accounts?.ok === true ? accounts.state.accounts : [],
  });
  if (goals?.ok === true && goalsRaw !== null) removeIfUnchanged(GOALS_STORAGE.name, goalsRaw);
  if (accounts?.ok === true && accountsRaw !== null) {
    removeIfUnchanged(ACCOUNTS_STORAGE.name, accountsRaw);
  }
  return outcome;
}
