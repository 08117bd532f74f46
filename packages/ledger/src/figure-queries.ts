import {
  allocationByAccountType,
  type AllocationSlice,
  debtRatio,
  leavesOutMortgage,
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
import {
  allocationByAssetClass,
  type AssetClassSlice,
} from '@traguardo/domain/asset-class-allocation';
import { type Month, monthOf, monthsEndingWith } from '@traguardo/domain/ledger-month';
import { type AccountPosition } from '@traguardo/domain/position-values';
import { yearToDateReturn, type YearToDateReturn } from '@traguardo/domain/year-to-date-return';
import { NET_WORTH_CHART_MONTHS } from '@traguardo/domain/constants';
import {
  type LedgerAccount,
  type LedgerBudget,
  type LedgerTransaction,
} from '@traguardo/domain/ledger-schemas';
import { type LedgerDatabase } from './ledger-database';
import { validRows } from './keep-aside';
import { figureMovementsSummedBefore } from './flow-movements-query';
import { type FlowMovement } from './month-flows';
import { listPositions } from './position-queries';
import { positionTablesOf } from './position-stores';
import { transactionsOfMonth } from './transaction-queries';

// The figures of the screens, each computed by one domain function from what this boundary
// reads. Plain async functions over the database, ready for `liveQuery`.

export type MonthSummary = MonthTotals & {
  month: Month;
  /** Spec §9, over the month's recurring movements; null with no recurring income yet. */
  savingsRate: number | null;
  /** Cents spent per category id, largest first. */
  spentByCategory: { categoryId: string; spent: number }[];
};

/** Income, expenses, net savings, savings rate and spending by category of one month. */
export async function monthSummary(db: LedgerDatabase, month: Month): Promise<MonthSummary> {
  return monthSummaryOf(await transactionsOfMonth(db, month), month);
}

/** monthSummary from the movements already read (those of other months are left out). */
export function monthSummaryOf(
  transactions: readonly LedgerTransaction[],
  month: Month,
): MonthSummary {
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
  return budgetLinesOf(db, month, await transactionsOfMonth(db, month));
}

/** budgetsOfMonth with the month's movements already read. */
export async function budgetLinesOf(
  db: LedgerDatabase,
  month: Month,
  transactions: readonly LedgerTransaction[],
): Promise<BudgetLine[]> {
  return budgetLines(await listBudgets(db, month), transactions, month);
}

/** The budgets set for a month. */
export async function listBudgets(db: LedgerDatabase, month: Month): Promise<LedgerBudget[]> {
  return validRows(db, 'budgets', await db.budgets.where('month').equals(month).toArray());
}

export type HomeFigures = {
  netWorth: NetWorthChange;
  netWorthHistory: NetWorthPoint[];
  cashFlow: MonthCashFlow[];
  allocation: AllocationSlice[];
  /** The same assets by asset class (Azioni, Obbligazioni, Liquidità…): the advisor's file. */
  assetAllocation: AssetClassSlice[];
  /** Percent; null with debts and no assets. */
  debtRatio: number | null;
  /** The ratio leaves a mortgage out: the ledger records no home to set it against. */
  debtRatioLeavesOutMortgage: boolean;
  /** Null when the last three months had no expenses. */
  emergencyFundMonths: number | null;
  /** Null while this month has no recurring income: not yet measurable (ledgerSavingsRate). */
  savingsRate: number | null;
  /** The positions' time-weighted return since 31 December, on the prices entered. */
  yearToDateReturn: YearToDateReturn;
  thisMonth: MonthTotals;
  accountCount: number;
  transactionCount: number;
};

/**
 * Every figure of Home as of `today` ('yyyy-mm-dd'), from the accounts, the month flows
 * (flow-movements-query.ts) and the positions: the same figures as homeFiguresOf over every
 * movement.
 */
export async function homeFigures(db: LedgerDatabase, today: string): Promise<HomeFigures> {
  const tables = [db.accounts, db.monthFlows, db.transactions, ...positionTablesOf(db)];
  return db.transaction('r', tables, async () => {
    const [{ accounts, movements, count }, positions] = await Promise.all([
      homeMovements(db, today),
      listPositions(db),
    ]);
    return homeFiguresOf(accounts, movements, count, today, positions);
  });
}

/**
 * The valid accounts and the movements Home's figures read as of `today`: the stand-ins of
 * the month flows, those before the charts' first month summed into one per account (every
 * balance from that month on is the same, today's included). Call it inside a transaction
 * over accounts, monthFlows and transactions: its dozen reads then share one.
 */
export async function homeMovements(
  db: LedgerDatabase,
  today: string,
): Promise<{ accounts: LedgerAccount[]; movements: FlowMovement[]; count: number }> {
  // Home reads no month before its charts' first one by one: those are summed per account.
  const [chartsFrom = monthOf(today)] = monthsEndingWith(monthOf(today), NET_WORTH_CHART_MONTHS);
  return figureMovementsSummedBefore(db, today, chartsFrom);
}

/**
 * Every figure of Home, each by its domain function, over `transactions`; an investment
 * account that holds `positions` counts at their value (position-values.ts).
 */
export function homeFiguresOf(
  accounts: readonly LedgerAccount[],
  transactions: readonly FlowMovement[],
  transactionCount: number,
  today: string,
  positions: readonly AccountPosition[] = [],
): HomeFigures {
  const month = monthOf(today);
  return {
    netWorth: netWorthChange(accounts, transactions, today, positions),
    netWorthHistory: netWorthHistory(
      accounts,
      transactions,
      today,
      NET_WORTH_CHART_MONTHS,
      positions,
    ),
    cashFlow: cashFlowByMonth(transactions, monthsEndingWith(month, NET_WORTH_CHART_MONTHS)),
    allocation: allocationByAccountType(accounts, transactions, today, positions),
    assetAllocation: allocationByAssetClass(accounts, transactions, today, positions),
    debtRatio: debtRatio(accounts, transactions, today, positions),
    debtRatioLeavesOutMortgage: leavesOutMortgage(accounts),
    emergencyFundMonths: emergencyFundMonths(accounts, transactions, today),
    savingsRate: ledgerSavingsRate(transactions, month),
    yearToDateReturn: yearToDateReturn(positions, today),
    thisMonth: monthTotals(transactions, month),
    accountCount: accounts.filter((a) => !a.archived).length,
    transactionCount,
  };
}
