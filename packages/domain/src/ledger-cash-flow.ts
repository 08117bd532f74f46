import { budgetBar } from './budget';
import { type Month, monthOf } from './ledger-month';
import { type LedgerBudget, type LedgerTransaction } from './ledger-schemas';

// Income, expenses and budgets of calendar months, in cents. Expenses are given as positive
// numbers; a movement's sign says which it is (negative = expense).

export type CashFlowMovement = Pick<LedgerTransaction, 'date' | 'amount'>;

export type MonthTotals = { income: number; expenses: number; net: number };

export type MonthCashFlow = MonthTotals & { month: Month };

function addTo(totals: MonthTotals, amount: number): void {
  if (amount > 0) totals.income += amount;
  else totals.expenses -= amount;
  totals.net += amount;
}

/** Income, expenses and net savings of every movement given. */
export function totalsOf(transactions: readonly CashFlowMovement[]): MonthTotals {
  const totals = { income: 0, expenses: 0, net: 0 };
  for (const t of transactions) addTo(totals, t.amount);
  return totals;
}

/** Income, expenses and net savings of one month. */
export function monthTotals(transactions: readonly CashFlowMovement[], month: Month): MonthTotals {
  const totals = { income: 0, expenses: 0, net: 0 };
  for (const t of transactions) if (monthOf(t.date) === month) addTo(totals, t.amount);
  return totals;
}

/** Income, expenses and net savings of each month asked for, in that order; one pass. */
export function cashFlowByMonth(
  transactions: readonly CashFlowMovement[],
  months: readonly Month[],
): MonthCashFlow[] {
  const byMonth = new Map<Month, MonthCashFlow>(
    months.map((month) => [month, { month, income: 0, expenses: 0, net: 0 }]),
  );
  for (const t of transactions) {
    const flow = byMonth.get(monthOf(t.date));
    if (flow !== undefined) addTo(flow, t.amount);
  }
  return months.map((month) => byMonth.get(month) ?? { month, income: 0, expenses: 0, net: 0 });
}

/**
 * Savings rate of spec §9: (recurring income − recurring expenses) / recurring income, as
 * a rounded percent. With no recurring income there is no rate to speak of: 0, never NaN.
 */
export function savingsRatePercent(recurringIncome: number, recurringExpenses: number): number {
  if (!(recurringIncome > 0) || !Number.isFinite(recurringExpenses)) return 0;
  const rate = Math.round(((recurringIncome - recurringExpenses) / recurringIncome) * 100);
  return Number.isFinite(rate) ? rate : 0;
}

/** What a savings rate not yet measurable says in its place (Home, Budget). */
export const SAVINGS_RATE_NOT_MEASURED = 'Servono le entrate ricorrenti del mese';

/**
 * The savings rate of a month, from its recurring movements; null while the month has no
 * recurring income: the rate is not yet measurable (a ledger with accounts and no salary
 * yet is not saving "0%", and is not "Critico").
 */
export function ledgerSavingsRate(
  transactions: readonly Pick<LedgerTransaction, 'date' | 'amount' | 'recurring'>[],
  month: Month,
): number | null {
  const recurring = transactions.filter((t) => t.recurring && monthOf(t.date) === month);
  const { income, expenses } = totalsOf(recurring);
  if (!(income > 0)) return null;
  return savingsRatePercent(income, expenses);
}

/**
 * What each category spent in a month, by category id: its expenses less its refunds,
 * never below 0. Categories that only earned are left out.
 */
export function spentByCategory(
  transactions: readonly Pick<LedgerTransaction, 'date' | 'amount' | 'categoryId'>[],
  month: Month,
): Map<string, number> {
  const net = new Map<string, number>();
  for (const t of transactions) {
    if (monthOf(t.date) !== month) continue;
    net.set(t.categoryId, (net.get(t.categoryId) ?? 0) + t.amount);
  }
  const spent = new Map<string, number>();
  for (const [categoryId, amount] of net) if (amount < 0) spent.set(categoryId, -amount);
  return spent;
}

export type BudgetLine = {
  categoryId: string;
  budget: number;
  spent: number;
  /** Spent as a percent of the budget (100 when a budget of 0 was spent at all). */
  percent: number;
  /** Above 100%: the bar is drawn red. */
  over: boolean;
};

/** Each budget of `month` with what its category spent, in the budgets' order. */
export function budgetLines(
  budgets: readonly LedgerBudget[],
  transactions: readonly Pick<LedgerTransaction, 'date' | 'amount' | 'categoryId'>[],
  month: Month,
): BudgetLine[] {
  const spent = spentByCategory(transactions, month);
  return budgets
    .filter((budget) => budget.month === month)
    .map((budget) => {
      const categorySpent = spent.get(budget.categoryId) ?? 0;
      // A budget of 0 has no bar to fill: any spending at all is over it.
      const bar =
        budget.amount > 0
          ? budgetBar(categorySpent, budget.amount)
          : { percent: categorySpent > 0 ? 100 : 0, over: categorySpent > 0 };
      return { categoryId: budget.categoryId, budget: budget.amount, spent: categorySpent, ...bar };
    });
}
