import { BUDGET_HEADROOM } from './constants';

export type BudgetBar = {
  /** Spend as a percent of the budget, unbounded. */
  percent: number;
  /** True above 100%: the bar is drawn red. */
  over: boolean;
};

/**
 * Budget bar of a category: spend / (spend × 1.2), the budget being the spend plus
 * 20%; with an explicit budget, spend / budget.
 */
// The spend may come signed as a transaction (negative); the budget is always positive.
export function budgetBar(
  spend: number,
  budget: number = Math.abs(spend) * BUDGET_HEADROOM,
): BudgetBar {
  if (!Number.isFinite(spend) || !Number.isFinite(budget) || budget <= 0) {
    return { percent: 0, over: false };
  }
  const percent = (Math.abs(spend) / budget) * 100;
  // Only a vanishing budget overflows; keep the number finite so a width never reads NaN.
  if (!Number.isFinite(percent)) return { percent: Number.MAX_VALUE, over: true };
  return { percent, over: percent > 100 };
}
