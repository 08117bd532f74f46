import { type Account } from '@traguardo/domain/entities';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { simulateDelay } from '@traguardo/domain/simulated-delay';
import { accounts as sampleAccounts } from '@traguardo/sample-data/accounts';
import { createPersistedStore } from '@traguardo/persistence/create-persisted-store';
import { bindStore } from '@traguardo/app-runtime/bind-store';
import { newId } from './new-id';
import { ACCOUNTS_STORAGE, persistence } from './storage';

export type LinkStatus = 'idle' | 'linking';

type AccountsState = {
  accounts: Account[];
  /** Transient: never stored, a reload during a link starts idle. */
  linkStatus: LinkStatus;
  /**
   * Simulates linking a bank: after the simulated wait a new checking account is
   * appended. Resolves with it, or with undefined when a link was already in progress.
   */
  linkBank: () => Promise<Account | undefined>;
  /** Back to the sample accounts (the demo reset). */
  reset: () => void;
};

/** The account the simulated bank answers with. */
export function linkedCheckingAccount(id: string, lastUpdated: string): Account {
  return {
    id,
    name: 'Conto Corrente Collegato',
    type: 'checking',
    balance: 2500,
    currency: 'EUR',
    bank: 'Banco BPM',
    lastUpdated,
  };
}

export const useAccountsStore = bindStore(
  createPersistedStore<AccountsState>()(
    ACCOUNTS_STORAGE,
    (set, get) => ({
      accounts: [...sampleAccounts],
      linkStatus: 'idle',
      linkBank: async () => {
        if (get().linkStatus === 'linking') return undefined;
        set({ linkStatus: 'linking' });
        await simulateDelay();
        const account = linkedCheckingAccount(newId('linked-checking'), todayLocalDate());
        set((state) => ({ accounts: [...state.accounts, account], linkStatus: 'idle' }));
        return account;
      },
      reset: () => set({ accounts: [...sampleAccounts] }),
    }),
    { ...persistence, partialize: (state) => ({ accounts: state.accounts }) },
  ),
);
