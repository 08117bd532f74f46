import { type Transaction } from '@traguardo/domain/entities';
import { cashFlowTotals } from '@traguardo/domain/savings';

/** The recurring expenses of the list: how many and their total (positive). */
export function recurringCosts(transactions: readonly Transaction[]): {
  count: number;
  total: number;
} {
  const recurring = transactions.filter((t) => t.recurring && t.amount < 0);
  return { count: recurring.length, total: cashFlowTotals(recurring).expenses };
}
