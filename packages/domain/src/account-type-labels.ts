import { type AccountType } from './entities';

/** How every screen names an account type (spec §3): Conti's badges, Home's allocation. */
export const ACCOUNT_TYPE_LABELS: Readonly<Record<AccountType, string>> = {
  checking: 'Conto corrente',
  savings: 'Risparmio',
  credit: 'Carta di credito',
  investment: 'Investimenti',
  pension: 'Previdenza',
  mortgage: 'Mutuo',
};
