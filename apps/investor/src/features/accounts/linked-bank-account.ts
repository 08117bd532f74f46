import { type AccountDraft } from '@traguardo/ledger/account-commands';

/** The account the simulated bank answers with (spec §5): a checking account of 2.500 €. */
export function linkedBankAccount(today: string): AccountDraft {
  return {
    name: 'Conto Corrente Collegato',
    bank: 'Banco BPM',
    type: 'checking',
    openingBalance: 250_000,
    openingDate: today,
  };
}
