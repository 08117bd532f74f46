import { recurringCosts, type RecurringCosts } from '@traguardo/domain/month-budget';
import { type Month } from '@traguardo/domain/ledger-month';
import { type LedgerCategory, type LedgerTransaction } from '@traguardo/domain/ledger-schemas';
import { budgetLines, type BudgetLine } from '@traguardo/domain/ledger-cash-flow';
import { listBudgets, monthSummaryOf, type MonthSummary } from '@traguardo/ledger/figure-queries';
import { type LedgerDatabase } from '@traguardo/ledger/ledger-database';
import { listAccounts, listCategories } from '@traguardo/ledger/reference-queries';
import { findTransactions, transactionsOfMonth } from '@traguardo/ledger/transaction-queries';
import { RECENT_TRANSACTIONS_SHOWN } from '@traguardo/domain/constants';

export type BudgetScreenData = {
  month: Month;
  summary: MonthSummary;
  budgets: BudgetLine[];
  categories: LedgerCategory[];
  /** The month's newest movements (spec §9: 8). */
  recent: LedgerTransaction[];
  recurring: RecurringCosts;
  accountCount: number;
};

/**
 * What Budget shows of one month, read from a profile's ledger in one live query; the
 * month's movements are read once for every figure.
 */
export async function budgetScreenData(
  db: LedgerDatabase,
  month: Month,
): Promise<BudgetScreenData> {
  const [ofMonth, budgets, categories, recent, accounts] = await Promise.all([
    transactionsOfMonth(db, month),
    listBudgets(db, month),
    listCategories(db),
    findTransactions(db, { month }, { limit: RECENT_TRANSACTIONS_SHOWN }),
    listAccounts(db),
  ]);
  return {
    month,
    summary: monthSummaryOf(ofMonth, month),
    budgets: budgetLines(budgets, ofMonth, month),
    categories,
    recent,
    recurring: recurringCosts(ofMonth),
    accountCount: accounts.length,
  };
}
