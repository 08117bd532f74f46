import { type AccountType } from './entities';
import { debtRatio, type NetWorthChange, type NetWorthPoint } from './ledger-balances';
import { LEDGER_DATE_MIN } from './ledger-limits';
import { addMonths, type Month, monthOf } from './ledger-month';

// A household's homes are not accounts of its ledger (Conti shows them as property cards; a
// mortgage is an account): the demo's sample house, and the properties the own profile
// records ("Immobili"). Home's net worth and debt ratio are the household's: the ledger's
// figures with the homes' values added as assets, in cents.

/**
 * A home as the household's figures count it: its value (cents) and the first month it counts
 * in, `from` (null: every month). An own property counts from the month of its estimate on:
 * the value is known from that date, and a month before it would be a guess (the home may
 * not have been bought yet); the estimate is taken to hold in every later month, as no other
 * is recorded. The demo's house counts in every month, as the sample data has no date for it.
 */
export type HouseholdHome = { value: number; from: Month | null };

/** The properties a ledger records ("Immobili") as homes: each from the month of its estimate. */
export function recordedHomes(
  properties: readonly { value: number; estimateDate: string }[],
): HouseholdHome[] {
  return properties.map((property) => ({
    value: property.value,
    from: monthOf(property.estimateDate),
  }));
}

/** What the homes that count in `month` are worth together (cents). */
export function homesValueIn(homes: readonly HouseholdHome[], month: Month): number {
  let total = 0;
  for (const home of homes) if (home.from === null || home.from <= month) total += home.value;
  return total;
}

/**
 * Net worth today (in `month`) and at the end of last month, each with the homes that count
 * then: a home whose estimate is of this month adds to the change, as it does to the history.
 */
export function netWorthWithHomes(
  change: NetWorthChange,
  homes: readonly HouseholdHome[],
  month: Month,
): NetWorthChange {
  const current = change.current + homesValueIn(homes, month);
  if (change.previous === null || change.change === null) return { ...change, current };
  const previous = change.previous + homesValueIn(homes, addMonths(month, -1));
  const difference = current - previous;
  return {
    current,
    previous,
    change: difference,
    percent: previous === 0 ? null : (difference / Math.abs(previous)) * 100,
  };
}

/** Each month's net worth with the homes that count in that month. */
export function historyWithHomes(
  points: readonly NetWorthPoint[],
  homes: readonly HouseholdHome[],
): NetWorthPoint[] {
  return points.map((point) => ({
    month: point.month,
    value: point.value + homesValueIn(homes, point.month),
  }));
}

/** Net worth today and at the end of last month with one home counted in every month. */
export function netWorthWithHome(change: NetWorthChange, home: number): NetWorthChange {
  // Any month will do: a home of every month counts in this one and the one before alike.
  return netWorthWithHomes(change, [{ value: home, from: null }], monthOf(LEDGER_DATE_MIN));
}

/**
 * Debts as a whole percent of the assets, the home among them: ledger-balances' debtRatio
 * over the accounts' balances today and the home.
 */
export function debtRatioWithHome(
  balances: readonly { type: AccountType; balance: number }[],
  home: number,
): number | null {
  const asAccounts = balances.map((b, index) => ({
    id: `conto-${index}`,
    type: b.type,
    openingBalance: b.balance,
    openingDate: LEDGER_DATE_MIN,
  }));
  const homeAsset = {
    id: 'casa',
    type: 'investment' as const,
    openingBalance: home,
    openingDate: LEDGER_DATE_MIN,
  };
  return debtRatio([...asAccounts, homeAsset], [], undefined, [], 'counted');
}
