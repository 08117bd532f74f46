import { isDebtAccount } from './accounts';
import { NET_WORTH_CHART_MONTHS } from './constants';
import { type AccountType } from './entities';
import { EMERGENCY_FUND_LOOKBACK_MONTHS, LEDGER_DATE_MAX } from './ledger-limits';
import { addMonths, lastDayOfMonth, type Month, monthOf, monthsEndingWith } from './ledger-month';
import { type LedgerAccount, type LedgerTransaction } from './ledger-schemas';

// Balances and what is computed from them, in cents. An account's opening balance is its
// balance at the start of its opening date; movements dated from that day on move it, and
// older ones (history imported from before the account was opened here) do not, or they
// would count twice. Before its opening date an account holds nothing. Archived accounts
// count like any other: archiving hides an account, it does not make its money vanish.

export type BalanceAccount = Pick<LedgerAccount, 'id' | 'type' | 'openingBalance' | 'openingDate'>;
export type Movement = Pick<LedgerTransaction, 'accountId' | 'date' | 'amount'>;

/** The liquid account types the emergency fund counts. */
export const LIQUID_ACCOUNT_TYPES: readonly AccountType[] = ['checking', 'savings'];

/** Balance of each account at the end of `asOf` (every date when absent), by account id. */
export function accountBalances(
  accounts: readonly BalanceAccount[],
  transactions: readonly Movement[],
  asOf: string = LEDGER_DATE_MAX,
): Map<string, number> {
  const opened = new Map<string, string>();
  const balances = new Map<string, number>();
  for (const account of accounts) {
    const open = account.openingDate <= asOf;
    balances.set(account.id, open ? account.openingBalance : 0);
    if (open) opened.set(account.id, account.openingDate);
  }
  for (const t of transactions) {
    const openingDate = opened.get(t.accountId);
    if (openingDate === undefined || t.date < openingDate || t.date > asOf) continue;
    balances.set(t.accountId, (balances.get(t.accountId) ?? 0) + t.amount);
  }
  return balances;
}

/** Balance of one account at the end of `asOf`, in cents. */
export function accountBalance(
  account: BalanceAccount,
  transactions: readonly Movement[],
  asOf: string = LEDGER_DATE_MAX,
): number {
  return accountBalances([account], transactions, asOf).get(account.id) ?? 0;
}

/** Net worth: the sum of every account's balance at the end of `asOf`, debts negative. */
export function ledgerNetWorth(
  accounts: readonly BalanceAccount[],
  transactions: readonly Movement[],
  asOf: string = LEDGER_DATE_MAX,
): number {
  let sum = 0;
  for (const balance of accountBalances(accounts, transactions, asOf).values()) sum += balance;
  return sum;
}

export type NetWorthChange = {
  /** Net worth at the end of `today`. */
  current: number;
  /** Net worth at the end of last month. */
  previous: number;
  change: number;
  /** The change as a percent of last month's net worth; null when that was 0. */
  percent: number | null;
};

/** Net worth today against the end of last month. */
export function netWorthChange(
  accounts: readonly BalanceAccount[],
  transactions: readonly Movement[],
  today: string,
): NetWorthChange {
  const current = ledgerNetWorth(accounts, transactions, today);
  const previous = ledgerNetWorth(
    accounts,
    transactions,
    lastDayOfMonth(addMonths(monthOf(today), -1)),
  );
  const change = current - previous;
  return {
    current,
    previous,
    change,
    percent: previous === 0 ? null : (change / Math.abs(previous)) * 100,
  };
}

export type NetWorthPoint = { month: Month; value: number };

/**
 * Net worth at the end of each of the last `months` months, oldest first; the current
 * month's point is today's. One pass over the movements, whatever their number.
 */
export function netWorthHistory(
  accounts: readonly BalanceAccount[],
  transactions: readonly Movement[],
  today: string,
  months: number = NET_WORTH_CHART_MONTHS,
): NetWorthPoint[] {
  const window = monthsEndingWith(monthOf(today), months);
  const first = window[0] ?? monthOf(today);
  const byMonth = new Map<Month, number>(window.map((month) => [month, 0]));
  let before = 0;
  const add = (date: string, amount: number) => {
    if (date > today) return;
    const month = monthOf(date);
    if (month < first) before += amount;
    else byMonth.set(month, (byMonth.get(month) ?? 0) + amount);
  };
  const opened = new Map<string, string>();
  for (const account of accounts) {
    opened.set(account.id, account.openingDate);
    add(account.openingDate, account.openingBalance);
  }
  for (const t of transactions) {
    const openingDate = opened.get(t.accountId);
    if (openingDate !== undefined && t.date >= openingDate) add(t.date, t.amount);
  }
  let running = before;
  return window.map((month) => {
    running += byMonth.get(month) ?? 0;
    return { month, value: running };
  });
}

export type AllocationSlice = { type: AccountType; amount: number; percent: number };

/**
 * The assets by account type (debts left out), largest first, each with its percent of
 * all assets; empty when there are no assets to share out.
 */
export function allocationByAccountType(
  accounts: readonly BalanceAccount[],
  transactions: readonly Movement[],
  asOf: string = LEDGER_DATE_MAX,
): AllocationSlice[] {
  const balances = accountBalances(accounts, transactions, asOf);
  const byType = new Map<AccountType, number>();
  for (const account of accounts) {
    if (isDebtAccount(account.type)) continue;
    byType.set(account.type, (byType.get(account.type) ?? 0) + (balances.get(account.id) ?? 0));
  }
  const slices = [...byType].filter(([, amount]) => amount > 0);
  const total = slices.reduce((sum, [, amount]) => sum + amount, 0);
  if (total <= 0) return [];
  return slices
    .map(([type, amount]) => ({ type, amount, percent: (amount / total) * 100 }))
    .sort((a, b) => b.amount - a.amount);
}

/**
 * Debts as a whole percent of assets (the balances of the accounts that are not debts).
 * 0 with no debts; null when there are debts but no assets to measure them against.
 */
export function debtRatio(
  accounts: readonly BalanceAccount[],
  transactions: readonly Movement[],
  asOf: string = LEDGER_DATE_MAX,
): number | null {
  const balances = accountBalances(accounts, transactions, asOf);
  let assets = 0;
  let debts = 0;
  for (const account of accounts) {
    const balance = balances.get(account.id) ?? 0;
    if (isDebtAccount(account.type)) debts -= balance;
    else assets += balance;
  }
  if (debts <= 0) return 0;
  if (assets <= 0) return null;
  return Math.round((debts / assets) * 100);
}

/**
 * Months of expenses the liquid accounts (current and savings) cover: their balance today
 * over the average monthly expenses of the last three complete months. Null when those
 * months had no expenses: there is nothing to measure the fund in.
 */
export function emergencyFundMonths(
  accounts: readonly BalanceAccount[],
  transactions: readonly Movement[],
  today: string,
): number | null {
  const balances = accountBalances(accounts, transactions, today);
  let liquid = 0;
  for (const account of accounts) {
    if (LIQUID_ACCOUNT_TYPES.includes(account.type)) liquid += balances.get(account.id) ?? 0;
  }
  const current = monthOf(today);
  const from = addMonths(current, -EMERGENCY_FUND_LOOKBACK_MONTHS);
  let expenses = 0;
  for (const t of transactions) {
    const month = monthOf(t.date);
    if (t.amount < 0 && month >= from && month < current) expenses -= t.amount;
  }
  if (expenses <= 0) return null;
  return Math.max(0, liquid) / (expenses / EMERGENCY_FUND_LOOKBACK_MONTHS);
}
