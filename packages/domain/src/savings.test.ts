import { describe, expect, it } from 'vitest';
import { cashFlowTotals, savingsRate } from './savings';
import { createTransaction } from './testing/factories';

const salary = createTransaction({ id: 's', amount: 3000, category: 'Stipendio' });
const rent = createTransaction({ id: 'r', amount: -900, category: 'Casa' });
const bills = createTransaction({ id: 'u', amount: -150, category: 'Utilities' });

describe('savingsRate', () => {
  it('is (recurring income − recurring expenses) / recurring income, rounded', () => {
    expect(savingsRate([salary, rent, bills])).toBe(65);
    expect(savingsRate([salary, createTransaction({ amount: -2401 })])).toBe(20);
  });

  it('ignores what does not recur', () => {
    const bonus = createTransaction({ amount: 5000, recurring: false });
    const holiday = createTransaction({ amount: -2000, recurring: false });
    expect(savingsRate([salary, rent, bills, bonus, holiday])).toBe(65);
  });

  it('is negative when recurring costs exceed income', () => {
    expect(savingsRate([salary, createTransaction({ amount: -4500 })])).toBe(-50);
  });

  it('is 0, never NaN or Infinity, without recurring income', () => {
    expect(savingsRate([])).toBe(0);
    expect(savingsRate([rent, bills])).toBe(0);
    expect(savingsRate([createTransaction({ amount: 0 })])).toBe(0);
    expect(savingsRate([createTransaction({ amount: 3000, recurring: false })])).toBe(0);
  });

  it('skips amounts that are not finite numbers', () => {
    expect(savingsRate([salary, rent, bills, createTransaction({ amount: Number.NaN })])).toBe(65);
    expect(savingsRate([createTransaction({ amount: Number.POSITIVE_INFINITY })])).toBe(0);
  });
});

describe('cashFlowTotals', () => {
  it('sums income and expenses, expenses as a positive number', () => {
    expect(cashFlowTotals([salary, rent, bills])).toEqual({
      income: 3000,
      expenses: 1050,
      net: 1950,
    });
  });

  it('rounds to the cent so that sums of cents stay exact', () => {
    const cents = [-0.1, -0.2, -13.99, -29.95].map((amount) => createTransaction({ amount }));
    expect(cashFlowTotals(cents)).toEqual({ income: 0, expenses: 44.24, net: -44.24 });
  });

  it('is all zero for no transactions and skips non-finite amounts', () => {
    expect(cashFlowTotals([])).toEqual({ income: 0, expenses: 0, net: 0 });
    expect(cashFlowTotals([createTransaction({ amount: Number.NaN })])).toEqual({
      income: 0,
      expenses: 0,
      net: 0,
    });
  });
});
