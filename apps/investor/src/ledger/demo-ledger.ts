import { BUDGET_HEADROOM } from '@traguardo/domain/constants';
import { type Transaction } from '@traguardo/domain/entities';
import { spentByCategory } from '@traguardo/domain/ledger-cash-flow';
import { euroToCents } from '@traguardo/domain/ledger-money';
import {
  addMonths,
  lastDayOfMonth,
  type Month,
  monthOf,
  monthsEndingWith,
} from '@traguardo/domain/ledger-month';
import {
  type LedgerAccount,
  type LedgerBudget,
  type LedgerData,
  type LedgerGoal,
  type LedgerTransaction,
} from '@traguardo/domain/ledger-schemas';
import { accounts } from '@traguardo/sample-data/accounts';
import { goals } from '@traguardo/sample-data/goals';
import { cashFlowSeries } from '@traguardo/sample-data/series';
import { transactions } from '@traguardo/sample-data/transactions';
import { compareKeys } from '@traguardo/domain/text-order';

// The demo profile's ledger, built from sample-data and dated from `today`: the sample month
// (transactions.ts) is the current month, and each earlier month of cashFlowSeries repeats its
// recurring movements, with that month's extra income and everyday spending beside them, so
// that the domain's aggregates over this ledger give the figures the demo screens show. Every
// balance today is the sample account's; a goal's date keeps its distance from the sample's
// month. Pure: the same `today` gives the same ledger.

/** The month the sample data is dated in; the demo moves it to the current month. */
const SAMPLE_MONTH: Month = '2024-12';

/** The account the salary comes into and the costs go out of. */
const MAIN_ACCOUNT_ID = 'acc-1';
/** Where a past month's extra income (a bonus) is put aside. */
const SAVINGS_ACCOUNT_ID = 'acc-2';

/** Goals whose current amount is an account's balance (the pension fund, the securities). */
const GOAL_ACCOUNTS: Readonly<Record<string, string>> = { 'goal-2': 'acc-5', 'goal-5': 'acc-4' };

/** Day of the month of a past month's extra income and of its everyday spending. */
const EXTRA_INCOME_DAY = 20;
const EVERYDAY_SPENDING_DAY = 18;

const NO_FLOW = { income: 0, expenses: 0 };

const MONTH_NAMES = new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' });

function monthName(month: Month): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return MONTH_NAMES.format(new Date(Date.UTC(year, index - 1, 1)));
}

function dayOf(date: string): number {
  return Number(date.slice(8, 10));
}

/** `month` with day `day`, moved back to the month's last day when the month is shorter. */
function dateIn(month: Month, day: number): string {
  const last = dayOf(lastDayOfMonth(month));
  return `${month}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

function daysSinceEpoch(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, dayOf(date)) / 86_400_000;
}

function categoryId(category: Transaction['category']): string {
  return category.toLowerCase();
}

/** The salary's description names the month it is paid in. */
function description(t: Transaction, month: Month): string {
  return t.category === 'Stipendio' && t.recurring
    ? `Stipendio ${monthName(month)}`
    : t.description;
}

function movement(t: Transaction, month: Month, date: string): LedgerTransaction {
  return {
    id: `${t.id}-${month}`,
    accountId: MAIN_ACCOUNT_ID,
    date,
    description: description(t, month),
    amount: euroToCents(t.amount),
    categoryId: categoryId(t.category),
    recurring: t.recurring,
    note: '',
  };
}

/**
 * The sample month, in the current month up to `today`: the sample's days, oldest to newest,
 * are spread evenly from the 1st to today, in the same order.
 */
function currentMonth(today: string): LedgerTransaction[] {
  const month = monthOf(today);
  const days = transactions.map((t) => daysSinceEpoch(t.date));
  const first = Math.min(...days);
  const span = Math.max(...days) - first;
  return transactions.map((t, index) => {
    const offset = (days[index] ?? first) - first;
    const day = span === 0 ? dayOf(today) : 1 + Math.round((offset * (dayOf(today) - 1)) / span);
    return movement(t, month, dateIn(month, day));
  });
}

/** A past month: the recurring movements on their days, plus what cashFlowSeries adds. */
function pastMonth(month: Month, totals: { income: number; expenses: number }) {
  const recurring = transactions.filter((t) => t.recurring);
  const moves = recurring.map((t) => movement(t, month, dateIn(month, dayOf(t.date))));
  const income = moves.filter((t) => t.amount > 0).reduce((sum, t) => sum + t.amount, 0);
  const costs = -moves.filter((t) => t.amount < 0).reduce((sum, t) => sum + t.amount, 0);
  const extraIncome = euroToCents(totals.income) - income;
  const everyday = euroToCents(totals.expenses) - costs;
  if (extraIncome > 0) {
    moves.push({
      id: `extra-income-${month}`,
      accountId: SAVINGS_ACCOUNT_ID,
      date: dateIn(month, EXTRA_INCOME_DAY),
      description: 'Premio di produzione',
      amount: extraIncome,
      categoryId: 'entrate',
      recurring: false,
      note: '',
    });
  }
  if (everyday > 0) {
    moves.push({
      id: `everyday-${month}`,
      accountId: MAIN_ACCOUNT_ID,
      date: dateIn(month, EVERYDAY_SPENDING_DAY),
      description: 'Spese quotidiane',
      amount: -everyday,
      categoryId: 'altro',
      recurring: false,
      note: '',
    });
  }
  return moves;
}

/**
 * Every movement: the months of cashFlowSeries, oldest first, ending with the current one.
 * Newest first, as a ledger lists them.
 */
function demoTransactions(today: string): LedgerTransaction[] {
  const months = monthsEndingWith(monthOf(today), cashFlowSeries.length);
  const past = months
    .slice(0, -1)
    .flatMap((month, index) => pastMonth(month, cashFlowSeries[index] ?? NO_FLOW));
  return [...past, ...currentMonth(today)].sort((a, b) =>
    a.date === b.date ? compareKeys(a.id, b.id) : compareKeys(b.date, a.date),
  );
}

/** Each account opened on the first day of the oldest month, so that its balance today is the sample's. */
function demoAccounts(today: string, moves: readonly LedgerTransaction[]): LedgerAccount[] {
  const openingDate = `${addMonths(monthOf(today), 1 - cashFlowSeries.length)}-01`;
  return accounts.map((account) => {
    const moved = moves
      .filter((t) => t.accountId === account.id)
      .reduce((sum, t) => sum + t.amount, 0);
    return {
      id: account.id,
      name: account.name,
      bank: account.bank,
      type: account.type,
      currency: account.currency,
      openingBalance: euroToCents(account.balance) - moved,
      openingDate,
      archived: false,
    };
  });
}

/** The demo's budget rule (spec §9): each category's budget is its month's spend × 1,2. */
function demoBudgets(today: string, moves: readonly LedgerTransaction[]): LedgerBudget[] {
  return monthsEndingWith(monthOf(today), cashFlowSeries.length).flatMap((month) =>
    [...spentByCategory(moves, month)].map(([id, spent]) => ({
      categoryId: id,
      month,
      amount: Math.round(spent * BUDGET_HEADROOM),
    })),
  );
}

/** The sample goals, each target date as many months after this month as after the sample's. */
function demoGoals(today: string): LedgerGoal[] {
  const [sampleYear = 0, sampleIndex = 1] = SAMPLE_MONTH.split('-').map(Number);
  const [year = 0, index = 1] = monthOf(today).split('-').map(Number);
  const shift = (year - sampleYear) * 12 + (index - sampleIndex);
  return goals.map((goal) => {
    const accountId = GOAL_ACCOUNTS[goal.id];
    const month = addMonths(monthOf(goal.targetDate), shift);
    return {
      ...goal,
      targetDate: dateIn(month, dayOf(goal.targetDate)),
      ...(accountId === undefined ? {} : { accountId }),
    };
  });
}

/**
 * Everything the demo profile's ledger holds on `today` (yyyy-mm-dd). Its categories are the
 * built-in ones, which every ledger starts with: none of its own.
 */
export function demoLedger(today: string): LedgerData {
  const moves = demoTransactions(today);
  return {
    accounts: demoAccounts(today, moves),
    transactions: moves,
    categories: [],
    budgets: demoBudgets(today, moves),
    goals: demoGoals(today),
  };
}
