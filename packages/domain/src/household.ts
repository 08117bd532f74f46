import { type AccountType } from './entities';
import { debtRatio, type NetWorthChange, type NetWorthPoint } from './ledger-balances';
import { LEDGER_DATE_MIN } from './ledger-limits';

// The demo household owns a home that is not an account of its ledger (Conti shows it as the
// property card, its mortgage is an account). Home's net worth and debt ratio are the
// household's: the ledger's figures with the home's value added as an asset, in cents. The
// own profile has no home of this kind, and its figures are the ledger's alone.

/** Net worth today and at the end of last month with the home added; the change is the same. */
export function netWorthWithHome(change: NetWorthChange, home: number): NetWorthChange {
  const current = change.current + home;
  if (change.previous === null || change.change === null) return { ...change, current };
  const previous = change.previous + home;
  return {
    current,
    previous,
    change: change.change,
    percent: previous === 0 ? null : (change.change / Math.abs(previous)) * 100,
  };
}

/** Each month's net worth with the home added (its value taken as the same every month). */
export function historyWithHome(points: readonly NetWorthPoint[], home: number): NetWorthPoint[] {
  return points.map((point) => ({ month: point.month, value: point.value + home }));
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
