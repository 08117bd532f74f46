// The investor's assets by asset class, as the advisor's report reads an allocation
// (rebalancing.ts's ASSET_CLASS_NAMES: Azioni, Obbligazioni, Liquidità). Current and savings
// accounts are cash; an investment account with positions counts by its positions' classes
// (position-asset-classes.ts's REBALANCING_CLASS_OF: funds and ETFs as shares, whose own mix is not
// recorded; bonds and government bonds as bonds; a deposit as cash) and its cash beside them
// (position-values.ts) as Liquidità. Anything else that is
// no debt (an investment account without positions, a pension fund) is of no known class:
// it keeps its account type's name, which the report leaves out of the rebalancing.
import { ACCOUNT_TYPE_LABELS } from './account-type-labels';
import { isDebtAccount } from './accounts';
import {
  accountBalances,
  type BalanceAccount,
  LIQUID_ACCOUNT_TYPES,
  type Movement,
} from './ledger-balances';
import { portfolioFromPositions } from './portfolio';
import { REBALANCING_CLASS_OF } from './position-asset-classes';
import { positionClassSchema } from './position-schemas';
import { type AccountPosition, isValuedByPositions, positionAsOf } from './position-values';
import { ASSET_CLASS_NAMES } from './rebalancing';

/** One share of the assets: `amount` in cents, `percent` of all the assets. */
export type AssetClassSlice = { name: string; amount: number; percent: number };

/**
 * The assets at the end of `asOf` by asset class (debts left out), largest first, each with
 * its percent of all assets, valued as the net worth values them (accountBalances, the
 * positions by positionAsOf). Empty when there are no assets to share out.
 */
export function allocationByAssetClass(
  accounts: readonly BalanceAccount[],
  transactions: readonly Movement[],
  asOf: string,
  positions: readonly AccountPosition[] = [],
): AssetClassSlice[] {
  const balances = accountBalances(accounts, transactions, asOf, positions);
  const byName = new Map<string, number>();
  const add = (name: string, amount: number) => byName.set(name, (byName.get(name) ?? 0) + amount);
  for (const account of accounts) {
    if (isDebtAccount(account.type)) continue;
    if (isValuedByPositions(account, positions)) {
      const held = positions.filter((position) => position.accountId === account.id);
      const { allocationCents } = portfolioFromPositions(held.map((p) => positionAsOf(p, asOf)));
      let positionsCents = 0;
      for (const positionClass of positionClassSchema.options) {
        add(ASSET_CLASS_NAMES[REBALANCING_CLASS_OF[positionClass]], allocationCents[positionClass]);
        positionsCents += allocationCents[positionClass];
      }
      // The account's value less its positions' is its cash (sales' proceeds, deposits).
      add(ASSET_CLASS_NAMES.cash, (balances.get(account.id) ?? 0) - positionsCents);
      continue;
    }
    const balance = balances.get(account.id) ?? 0;
    if (LIQUID_ACCOUNT_TYPES.includes(account.type)) add(ASSET_CLASS_NAMES.cash, balance);
    else add(ACCOUNT_TYPE_LABELS[account.type], balance);
  }
  const slices = [...byName].filter(([, amount]) => amount > 0);
  const total = slices.reduce((sum, [, amount]) => sum + amount, 0);
  if (total <= 0) return [];
  return slices
    .map(([name, amount]) => ({ name, amount, percent: (amount / total) * 100 }))
    .sort((a, b) => b.amount - a.amount);
}
