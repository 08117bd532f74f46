// Test factories (design.md §4.6): a valid entity with only the fields a test cares about overridden.
import { type Account, type Client, type Goal, type Transaction } from '../entities';

/** Builds a factory from valid defaults; each call returns a fresh object (defaults are flat). */
function factory<T>(defaults: T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...defaults, ...overrides });
}

export const createTransaction = factory<Transaction>({
  id: 'tx',
  description: 'Movimento',
  amount: 0,
  date: '2024-12-01',
  category: 'Cibo',
  recurring: true,
});

export const createAccount = factory<Account>({
  id: 'acc',
  name: 'Conto',
  type: 'checking',
  balance: 0,
  currency: 'EUR',
  bank: 'Intesa Sanpaolo',
  lastUpdated: '2024-12-01',
});

export const createClient = factory<Client>({
  id: 'c',
  name: 'Mario Verdi',
  email: 'mario.verdi@email.it',
  status: 'green',
  netWorth: 0,
  savingsRate: 0,
  emergencyFund: 0,
  investmentFee: 0,
  insuranceGap: 0,
  lastContact: '2024-12-01',
});

/**
 * A client's figures as an advisor types them with Nuovo cliente (the first QA pass's): the
 * form's figures and nothing else, so no history, allocation, goals or documents.
 */
export const HAND_ENTERED_CLIENT = {
  name: 'Mario Verdi',
  email: 'mario.verdi@esempio.it',
  netWorth: 350_000,
  savingsRate: 12,
  emergencyFund: 3.5,
  investmentFee: 1.2,
  insuranceGap: 40,
} as const satisfies Partial<Client>;

export const createGoal = factory<Goal>({
  id: 'g',
  name: 'Obiettivo',
  target: 10000,
  current: 2500,
  targetDate: '2030-12-31',
  category: 'home',
  progress: 25,
  monthlyContribution: 200,
});
