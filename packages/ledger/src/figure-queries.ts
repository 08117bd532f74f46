import {
  allocationByAccountType,
  type AllocationSlice,
  debtRatio,
  emergencyFundMonths,
  netWorthChange,
  type NetWorthChange,
  netWorthHistory,
  type NetWorthPoint,
} from '@traguardo/domain/ledger-balances';
import {
  budgetLines,
  type BudgetLine,
  cashFlowByMonth,
  ledgerSavingsRate,
  type MonthCashFlow,
  monthTotals,
  type MonthTotals,
  spentByCategory,
} from '@traguardo/domain/ledger-cash-flow';
import { type Month, monthOf, monthsEndingWith } from '@traguardo/domain/ledger-month';
import { NET_WORTH_CHART_MONTHS } from '@traguardo/domain/constants';
import { type LedgerDatabase } from './ledger-database';
import { validRows } from './keep-aside';
import { transactionsOfMonth } from './transaction-queries';

// The figures of the screens, each computed by one domain function from what this boundary
// reads. Plain async functions over the database, ready for `liveQuery`.

export type MonthSummary = MonthTotals & {
  month: Month;
  /** Spec §9, over the month's recurring movements; 0 with no recurring income. */
  savingsRate: number;
  /** Cents spent per category id, largest first. */
  spentByCategory: { categoryId: string; spent: number }[];
};

/** Income, expenses, net savings, savings rate and spending by category of one month. */
export async function monthSummary(db: LedgerDatabase, month: Month): Promise<MonthSummary> {
  const transactions = await transactionsOfMonth(db, month);
  const spent = [...spentByCategory(transactions, month)]
    .map(([categoryId, amount]) => ({ categoryId, spent: amount }))
    .sort((a, b) => b.spent - a.spent);
  return {
    month,
    ...monthTotals(transactions, month),
    savingsRate: ledgerSavingsRate(transactions, month),
    spentByCategory: spent,
  };
}

/** The budgets of a month, each with what its category spent (cents). */
export async function budgetsOfMonth(db: LedgerDatabase, month: Month): Promise<BudgetLine[]> {
  const budgets = validRows(db, 'budgets', await db.budgets.where('month').equals(month).toArray());
  return budgetLines(budgets, await transactionsOfMonth(db, month), month);
}

export type HomeFigures = {
  netWorth: NetWorthChange;
  netWorthHistory: NetWorthPoint[];
  cashFlow: MonthCashFlow[];
  allocation: AllocationSlice[];
  /** Percent; null with debts and no assets. */
  debtRatio: number | null;
  /** Null when the last three months had no expenses. */
  emergencyFundMonths: number | null;
  savingsRate: number;
  thisMonth: MonthTotals;
  accountCount: number;
  transactionCount: number;
};

/** Every figure of Home, from one read of the ledger, as of `today` ('yyyy-mm-dd'). */
export async function homeFigures(db: LedgerDatabase, today: string): Promise<HomeFigures> {
  const accounts = validRows(db, 'accounts', await db.accounts.toArray());
  const transactions = validRows(db, 'transactions', await db.transactions.toArray());
  const month = monthOf(today);
  return {
    netWorth: netWorthChange(accounts, transactions, today),
    netWorthHistory: netWorthHistory(accounts, transactions, today),
    cashFlow: cashFlowByMonth(transactions, monthsEndingWith(month, NET_WORTH_CHART_MONTHS)),
    allocation: allocationByAccountType(accounts, transactions, today),
    debtRatio: debtRatio(accounts, transactions, today),
    emergencyFundMonths: emergencyFundMonths(accounts, transactions, today),
    savingsRate: ledgerSavingsRate(transactions, month),
    thisMonth: monthTotals(transactions, month),
    accountCount: accounts.filter((a) => !a.archived).length,
    transactionCount: transactions.length,
  };
}
