import { type Transaction } from './entities';

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
  return Math.round(((income - expenses) / income) * 100);
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
  return { income, expenses, net: income - expenses };
}
