// Test factories (design.md §4.6): a valid entity with only the fields a test cares about overridden.
import { type Account, type Client, type Goal, type Transaction } from '../entities';

export function createTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 'tx',
    description: 'Movimento',
    amount: 0,
    date: '2024-12-01',
    category: 'Cibo',
    recurring: true,
    ...overrides,
  };
}

export function createAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: 'acc',
    name: 'Conto',
    type: 'checking',
    balance: 0,
    currency: 'EUR',
    bank: 'Intesa Sanpaolo',
    lastUpdated: '2024-12-01',
    ...overrides,
  };
}

export function createClient(overrides: Partial<Client> = {}): Client {
  return {
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
    ...overrides,
  };
}

export function createGoal(overrides: Partial<Goal> = {}): Goal {
  return {
    id: 'g',
    name: 'Obiettivo',
    target: 10000,
    current: 2500,
    targetDate: '2030-12-31',
    category: 'home',
    progress: 25,
    monthlyContribution: 200,
    ...overrides,
  };
}
