import { create } from 'zustand';
import { type Account } from '@traguardo/domain/entities';
import { simulateDelay } from '@traguardo/domain/simulated-delay';
import { accounts as sampleAccounts } from '@traguardo/sample-data/accounts';

export type LinkStatus = 'idle' | 'linking';

type AccountsState = {
  accounts: Account[];
  linkStatus: LinkStatus;
  /** How many banks were linked so far; keeps the new accounts' ids unique. */
  linkedCount: number;
  /**
   * Simulates linking a bank: after the simulated wait a new checking account is
   * appended. Resolves with it, or with undefined when a link was already in progress.
   */
  linkBank: () => Promise<Account | undefined>;
};

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The account the simulated bank answers with. */
export function linkedCheckingAccount(sequence: number, lastUpdated: string): Account {
  return {
    id: `linked-checking-${sequence}`,
    name: 'Conto Corrente Collegato',
    type: 'checking',
    balance: 2500,
    currency: 'EUR',
    bank: 'Banco BPM',
    lastUpdated,
  };
}

export const useAccountsStore = create<AccountsState>()((set, get) => ({
  accounts: [...sampleAccounts],
  linkStatus: 'idle',
  linkedCount: 0,
  linkBank: async () => {
    if (get().linkStatus === 'linking') return undefined;
    set({ linkStatus: 'linking' });
    await simulateDelay();
    const sequence = get().linkedCount + 1;
    const account = linkedCheckingAccount(sequence, today());
    set((state) => ({
      accounts: [...state.accounts, account],
      linkedCount: sequence,
      linkStatus: 'idle',
    }));
    return account;
  },
}));
