import { isDebtAccount } from './accounts';
import { NET_WORTH_CHART_MONTHS } from './constants';
import { type AccountType } from './entities';
import { EMERGENCY_FUND_LOOKBACK_MONTHS, LEDGER_DATE_MAX } from './ledger-limits';
import { addMonths, lastDayOfMonth, type Month, monthOf, monthsEndingWith } from './ledger-month';
import { type LedgerAccount, type LedgerTransaction } from './ledger-schemas';
import { type AccountPosition, investmentHoldingsByAccount } from './position-values';

// Balances and what is computed from them, in cents. An account's opening balance is its
// balance at the start of its opening date; movements dated from that day on move it, and
// older ones (history imported from before the account was opened here) do not, or they
// would count twice. Before its opening date an account holds nothing. Archived accounts
// count like any other: archiving hides an account, it does not make its money vanish.
// An investment account that holds positions is worth, besides that balance (its cash), its
// positions at that date and the cash their purchases took and their sales brought
// (position-values.ts).

export type BalanceAccount = Pick<LedgerAccount, 'id' | 'type' | 'openingBalance' | 'openingDate'>;
export type Movement = Pick<LedgerTransaction, 'accountId' | 'date' | 'amount'>;

/** The liquid account types the emergency fund counts. */
export const LIQUID_ACCOUNT_TYPES: readonly AccountType[] = ['checking', 'savings'];

/**
 * Balance of each account at the end of `asOf` (every date when absent), by account id; an
 * account that holds `positions` adds their value then and the cash their operations moved
 * (investmentHoldingsByAccount).
 */
export function accountBalances(
  accounts: readonly BalanceAccount[],
  transactions: readonly Movement[],
  asOf: string = LEDGER_DATE_MAX,
  positions: readonly AccountPosition[] = [],
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
  for (const [id, held] of investmentHoldingsByAccount(accounts, positions, asOf)) {
    balances.set(id, (balances.get(id) ?? 0) + held.positionsCents + held.operationsCashCents);
  }
  return balances;
}

/** Balance of one account at the end of `asOf`, in cents. */
export function accountBalance(
  account: BalanceAccount,
  transactions: readonly Movement[],
  asOf: string = LEDGER_DATE_MAX,
  positions: readonly AccountPosition[] = [],
): number {
  return accountBalances([account], transactions, asOf, positions).get(account.id) ?? 0;
}

/** Net worth: the sum of every account's balance at the end of `asOf`, debts negative. */
export function ledgerNetWorth(
  accounts: readonly BalanceAccount[],
  transactions: readonly Movement[],
  asOf: string = LEDGER_DATE_MAX,
  positions: readonly AccountPosition[] = [],
): number {
  let sum = 0;
  const balances = accountBalances(accounts, transactions, asOf, positions);
  for (const balance of balances.values()) sum += balance;
  return sum;
}

export type NetWorthChange = {
  /** Net worth at the end of `today`. */
  current: number;
  /** Net worth at the end of last month; null when no account was open then. */
  previous: number | null;
  /** `current` − `previous`; null with no `previous`: there is nothing to compare with. */
  change: number | null;
  /** The change as a percent of last month's net worth; null when that was 0 or unknown. */
  percent: number | null;
};

/** True when at least one of `accounts` was open at the end of `date`. */
function anyOpenBy(accounts: readonly BalanceAccount[], date: string): boolean {
  return accounts.some((account) => account.openingDate <= date);
}

/** Net worth today against the end of last month, when an account was open then. */
export function netWorthChange(
  accounts: readonly BalanceAccount[],
  transactions: readonly Movement[],
  today: string,
  positions: readonly AccountPosition[] = [],
): NetWorthChange {
  const current = ledgerNetWorth(accounts, transactions, today, positions);
  const endOfLastMonth = lastDayOfMonth(addMonths(monthOf(today), -1));
  if (!anyOpenBy(accounts, endOfLastMonth)) {
    return { current, previous: null, change: null, percent: null };
  }
  const previous = ledgerNetWorth(accounts, transactions, endOfLastMonth, positions);
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
 * month's point is today's. A month before the first account was opened has no net worth to
 * show and no point (none at all with no account open by today). One pass over the
 * movements, whatever their number. The accounts that hold `positions` add at each month's
 * end what investmentHoldingsByAccount gives then (today for the current month).
 */
export function netWorthHistory(
  accounts: readonly BalanceAccount[],
  transactions: readonly Movement[],
  today: string,
  months: number = NET_WORTH_CHART_MONTHS,
  positions: readonly AccountPosition[] = [],
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
  const holdingsAt = (date: string) => {
    let sum = 0;
    for (const held of investmentHoldingsByAccount(accounts, positions, date).values()) {
      sum += held.positionsCents + held.operationsCashCents;
    }
    return sum;
  };
  for (const t of transactions) {
    const openingDate = opened.get(t.accountId);
    if (openingDate !== undefined && t.date >= openingDate) add(t.date, t.amount);
  }
  let firstOpen: Month | null = null;
  for (const account of accounts) {
    const month = monthOf(account.openingDate);
    if (account.openingDate <= today && (firstOpen === null || month < firstOpen)) {
      firstOpen = month;
    }
  }
  let running = before;
  const points: NetWorthPoint[] = [];
  for (const month of window) {
    running += byMonth.get(month) ?? 0;
    if (firstOpen === null || month < firstOpen) continue;
    const end = lastDayOfMonth(month);
    const value =
      positions.length === 0 ? running : running + holdingsAt(end < today ? end : today);
    points.push({ month, value });
  }
  return points;
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
  positions: readonly AccountPosition[] = [],
): AllocationSlice[] {
  const balances = accountBalances(accounts, transactions, asOf, positions);
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
 * Whether the ledger's debt ratio leaves a mortgage out: a ledger's accounts record no home,
 * and a home loan set against the bank accounts alone would read as hundreds of percent.
 */
export function leavesOutMortgage(accounts: readonly BalanceAccount[]): boolean {
  return accounts.some((account) => account.type === 'mortgage');
}

/**
 * Debts as a whole percent of assets (the balances of the accounts that are not debts).
 * 0 with no debts; null when there are debts but no assets to measure them against. A
 * mortgage counts only where its home is among the assets (`mortgages: 'counted'`, the demo
 * household's Home, household.ts); a ledger alone leaves it out (leavesOutMortgage).
 */
export function debtRatio(
  accounts: readonly BalanceAccount[],
  transactions: readonly Movement[],
  asOf: string = LEDGER_DATE_MAX,
  positions: readonly AccountPosition[] = [],
  mortgages: 'counted' | 'left-out' = 'left-out',
): number | null {
  const balances = accountBalances(accounts, transactions, asOf, positions);
  let assets = 0;
  let debts = 0;
  for (const account of accounts) {
    const balance = balances.get(account.id) ?? 0;
    if (account.type === 'mortgage' && mortgages === 'left-out') continue;
    if (isDebtAccount(account.type)) debts -= balance;
    else assets += balance;
  }
  if (debts <= 0) return 0;
  if (assets <= 0) return null;
  return Math.round((debts / assets) * 100);
}

/**
 * The complete months, up to the last `EMERGENCY_FUND_LOOKBACK_MONTHS` before `today`'s, that
 * the ledger covers whole: those that begin on or after its first account's opening date, and
 * none before the month of its first movement. Movements dated before the opening (history
 * brought in from a bank) may be only part of what was spent then, so they do not make a month
 * whole; and the months between an account's opening and the first movement written are
 * months not yet recorded, not months without spending. Oldest first.
 */
function measuredExpenseMonths(
  accounts: readonly BalanceAccount[],
  transactions: readonly Movement[],
  today: string,
): Month[] {
  let begins = today;
  for (const account of accounts) if (account.openingDate < begins) begins = account.openingDate;
  let firstMovement = today;
  for (const t of transactions) if (t.date < firstMovement) firstMovement = t.date;
  const firstMonth = monthOf(firstMovement);
  return monthsEndingWith(addMonths(monthOf(today), -1), EMERGENCY_FUND_LOOKBACK_MONTHS).filter(
    (month) => `${month}-01` >= begins && month >= firstMonth,
  );
}

/**
 * Months of expenses the liquid accounts (current and savings) cover: their balance today
 * over the average monthly expenses of the measured months (measuredExpenseMonths). Null with
 * no such month, or no expenses in them: there is nothing to measure the fund in yet (a
 * ledger begun during last month would divide by part of a month's spending).
 */
export function emergencyFundMonths(
  accounts: readonly BalanceAccount[],
  transactions: readonly Movement[],
  today: string,
): number | null {
  const months = measuredExpenseMonths(accounts, transactions, today);
  const [from] = months;
  if (from === undefined) return null;
  const balances = accountBalances(accounts, transactions, today);
  let liquid = 0;
  for (const account of accounts) {
    if (LIQUID_ACCOUNT_TYPES.includes(account.type)) liquid += balances.get(account.id) ?? 0;
  }
  const current = monthOf(today);
  let expenses = 0;
  for (const t of transactions) {
    const month = monthOf(t.date);
    if (t.amount < 0 && month >= from && month < current) expenses -= t.amount;
  }
  if (expenses <= 0) return null;
  return Math.max(0, liquid) / (expenses / months.length);
}
