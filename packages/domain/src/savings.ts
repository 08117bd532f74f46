import { type Transaction } from './entities';

function toCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Savings rate from the recurring transactions: (income − expenses) / income as a
 * rounded percent. With no recurring income there is no rate to speak of: 0.
 */
export function savingsRate(transactions: readonly Transaction[]): number {
  let income = 0;
  let expenses = 0;
  for (const t of transactions) {
    if (!t.recurring || !Number.isFinite(t.amount)) continue;
    if (t.amount > 0) income += t.amount;
    else expenses += -t.amount;
  }
  if (income <= 0) return 0;
  const rate = Math.round(((income - expenses) / income) * 100);
  // A vanishing income against real costs overflows: no meaningful rate, so 0.
  return Number.isFinite(rate) ? rate : 0;
}

/** Income, expenses (as a positive number) and net savings of a list of transactions. */
export function cashFlowTotals(transactions: readonly Transaction[]): {
  income: number;
  expenses: number;
  net: number;
} {
  let income = 0;
  let expenses = 0;
  for (const t of transactions) {
    if (!Number.isFinite(t.amount)) continue;
    if (t.amount > 0) income += t.amount;
    else expenses += -t.amount;
  }
  // Summing cents in binary floating point leaves tails like 2635.3199999999997.
  return { income: toCents(income), expenses: toCents(expenses), net: toCents(income - expenses) };
}
