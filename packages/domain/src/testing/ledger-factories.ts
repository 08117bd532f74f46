// Factories of ledger records (design.md §4.6): valid defaults, a test overrides what it cares about.
import {
  type LedgerAccount,
  type LedgerBudget,
  type LedgerCategory,
  type LedgerGoal,
  type LedgerTransaction,
} from '../ledger-schemas';
import { type Operation } from '../position-schemas';

function factory<T>(defaults: T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...defaults, ...overrides });
}

export const createLedgerAccount = factory<LedgerAccount>({
  id: 'conto-1',
  name: 'Conto corrente',
  bank: 'Intesa Sanpaolo',
  type: 'checking',
  currency: 'EUR',
  openingBalance: 0,
  openingDate: '2025-01-01',
  archived: false,
});

export const createLedgerTransaction = factory<LedgerTransaction>({
  id: 'mov-1',
  accountId: 'conto-1',
  date: '2025-01-15',
  description: 'Spesa',
  amount: -4590,
  categoryId: 'cibo',
  recurring: false,
  note: '',
});

export const createLedgerCategory = factory<LedgerCategory>({
  id: 'cat-1',
  name: 'Animali',
  color: '#a16207',
  builtIn: false,
});

export const createLedgerBudget = factory<LedgerBudget>({
  categoryId: 'cibo',
  month: '2025-01',
  amount: 50000,
});

export const createLedgerGoal = factory<LedgerGoal>({
  id: 'obiettivo-1',
  name: 'Casa',
  target: 100000,
  current: 25000,
  targetDate: '2030-12-31',
  category: 'home',
  progress: 25,
  monthlyContribution: 1250,
});

/** A purchase of a position: `quantity` units (nominal for bonds) at `price`, fees in cents. */
export const buy = (date: string, quantity: number, price: number, feesCents = 0): Operation => ({
  kind: 'acquisto',
  date,
  quantity,
  price,
  feesCents,
});

/** A sale of a position, as `buy`. */
export const sell = (date: string, quantity: number, price: number, feesCents = 0): Operation => ({
  kind: 'vendita',
  date,
  quantity,
  price,
  feesCents,
});
