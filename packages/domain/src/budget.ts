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
export function budgetBar(spend: number, budget: number = spend * BUDGET_HEADROOM): BudgetBar {
  if (!Number.isFinite(spend) || !Number.isFinite(budget) || budget <= 0) {
    return { percent: 0, over: false };
  }
  const percent = (Math.abs(spend) / budget) * 100;
  return { percent, over: percent > 100 };
}
