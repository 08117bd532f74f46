import { type Account } from '@traguardo/domain/entities';
import { accounts as sampleAccounts } from '@traguardo/sample-data/accounts';
import { createPersistedStore } from '@traguardo/persistence/create-persisted-store';
import { ACCOUNTS_STORAGE, persistence } from './storage';

/**
 * The demo's accounts as the version before the ledger kept them (the sample ones and those
 * "Collega la tua banca" linked). Read only by the migration (ledger-migration/), which
 * moves the linked ones into the demo ledger and removes the key; through this store a
 * damaged stored value is kept aside and reported, as before.
 */
export const useAccountsStore = createPersistedStore<{ accounts: Account[] }>()(
  ACCOUNTS_STORAGE,
  () => ({ accounts: [...sampleAccounts] }),
  { ...persistence, partialize: (state) => ({ accounts: state.accounts }) },
);
