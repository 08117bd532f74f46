import { describe, expect, it } from 'vitest';
import {
  accountBalanceTone,
  householdNetWorth,
  isDebtAccount,
  loanToValue,
  netWorth,
  totalAssets,
  totalDebts,
} from './accounts';
import { createAccount } from './testing/factories';

describe('accountBalanceTone', () => {
  it.each([
    ['credit', -1250, 'debt'],
    ['mortgage', -145000, 'debt'],
    ['credit', 50000, 'debt'],
    ['savings', 10001, 'good'],
    ['investment', 10000, 'neutral'],
    ['checking', 1001, 'neutral'],
    ['checking', 1000, 'warning'],
    ['pension', 0, 'warning'],
    ['checking', -200, 'warning'],
    ['checking', Number.NaN, 'warning'],
    ['savings', Number.POSITIVE_INFINITY, 'good'],
  ] as const)('%s with %d → %s', (type, balance, tone) => {
    expect(accountBalanceTone({ type, balance })).toBe(tone);
  });
});

describe('totals', () => {
  const accounts = [
    createAccount({ id: 'a', type: 'checking', balance: 6850 }),
    createAccount({ id: 'b', type: 'savings', balance: 28500 }),
    createAccount({ id: 'c', type: 'credit', balance: -1250 }),
    createAccount({ id: 'd', type: 'mortgage', balance: -145000 }),
    createAccount({ id: 'e', type: 'investment', balance: Number.NaN }),
  ];

  it('separates assets from debts, debts as a positive number', () => {
    expect(isDebtAccount('credit')).toBe(true);
    expect(isDebtAccount('pension')).toBe(false);
    expect(totalAssets(accounts)).toBe(35350);
    expect(totalDebts(accounts)).toBe(146250);
    expect(netWorth(accounts)).toBe(-110900);
  });

  it('adds the home value once, the mortgage being already an account', () => {
    const home = { name: 'Casa', address: 'Milano', value: 320000, mortgageBalance: 145000 };
    expect(householdNetWorth(accounts, home)).toBe(209100);
    expect(householdNetWorth(accounts, { ...home, value: Number.NaN })).toBe(-110900);
  });

  it('is zero for no accounts', () => {
    expect(totalAssets([])).toBe(0);
    expect(totalDebts([])).toBe(0);
    expect(netWorth([])).toBe(0);
  });
});

describe('loanToValue', () => {
  it('is the loan over the value in percent, one decimal', () => {
    expect(loanToValue(145000, 320000)).toBe(45.3);
    expect(loanToValue(-145000, 320000)).toBe(45.3);
    expect(loanToValue(0, 320000)).toBe(0);
    expect(loanToValue(400000, 320000)).toBe(125);
  });

  it('is 0 for a value that is not positive or a broken loan', () => {
    expect(loanToValue(145000, 0)).toBe(0);
    expect(loanToValue(145000, -1)).toBe(0);
    expect(loanToValue(145000, Number.NaN)).toBe(0);
    expect(loanToValue(Number.NaN, 320000)).toBe(0);
    expect(loanToValue(145000, Number.POSITIVE_INFINITY)).toBe(0);
  });
});
