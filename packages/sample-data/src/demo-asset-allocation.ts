import { ACCOUNT_TYPE_LABELS } from '@traguardo/domain/account-type-labels';
import { type AssetClassSlice } from '@traguardo/domain/asset-class-allocation';
import { ASSET_CLASS_NAMES } from '@traguardo/domain/rebalancing';
import { portfolioAllocation, portfolioAssetClasses, portfolioValue } from './portfolio';

/**
 * The demo household's assets by class, for the file it sends its advisor. Its securities
 * account records no positions (Investi shows the spec's portfolio), so the ledger can only
 * call it "Investimenti"; it holds that portfolio, so its balance is shared out by the
 * portfolio's classes (portfolioAssetClasses) and added to the other slices of that class.
 */
export function demoAssetAllocation(slices: readonly AssetClassSlice[]): AssetClassSlice[] {
  const investments = slices.find((slice) => slice.name === ACCOUNT_TYPE_LABELS.investment);
  if (investments === undefined) return [...slices];
  const amounts = new Map<string, number>();
  for (const slice of slices) {
    if (slice !== investments) amounts.set(slice.name, slice.amount);
  }
  for (const holding of portfolioAllocation) {
    const assetClass = portfolioAssetClasses[holding.name];
    if (assetClass === undefined) throw new Error(`Classe mancante: ${holding.name}`);
    const name = ASSET_CLASS_NAMES[assetClass];
    const share = Math.round((investments.amount * holding.amount) / portfolioValue);
    amounts.set(name, (amounts.get(name) ?? 0) + share);
  }
  const total = [...amounts.values()].reduce((sum, amount) => sum + amount, 0);
  return [...amounts]
    .map(([name, amount]) => ({ name, amount, percent: (amount / total) * 100 }))
    .sort((a, b) => b.amount - a.amount);
}
