// Rebalancing: how far the portfolio's asset classes drift from a plan's target mix, and
// the euro to buy or sell in each class to return to it.
import { type InvestmentPlan } from './entities';

export type AssetClass = keyof InvestmentPlan['allocation'];

/** Drift (percentage points) above which a class is flagged for rebalancing. */
export const REBALANCING_DRIFT_THRESHOLD = 5;

export const ASSET_CLASSES: readonly AssetClass[] = ['stocks', 'bonds', 'cash'];

/**
 * How an allocation names each asset class: the advisor's report reads an allocation item
 * by these names, and the investor's file writes them (asset-class-allocation.ts).
 */
export const ASSET_CLASS_NAMES: Readonly<Record<AssetClass, string>> = {
  stocks: 'Azioni',
  bonds: 'Obbligazioni',
  cash: 'Liquidità',
};

/**
 * The asset class an allocation item's name stands for; null for any other name (an
 * account type, "Fondi ed ETF"): such an item is of no known class, never taken as shares.
 */
export function allocationClassOf(name: string): AssetClass | null {
  return ASSET_CLASSES.find((assetClass) => ASSET_CLASS_NAMES[assetClass] === name) ?? null;
}

export type RebalancingRow = {
  assetClass: AssetClass;
  currentAmount: number;
  /** Percent of the portfolio, one decimal. */
  currentPercent: number;
  targetPercent: number;
  /** Current minus target, percentage points, one decimal. */
  driftPoints: number;
  /** Euro to buy (positive) or sell (negative), whole euro. */
  trade: number;
  flagged: boolean;
};

export type Rebalancing = {
  total: number;
  rows: RebalancingRow[];
  /** True when no class drifts at all (to a tenth of a point). */
  inLine: boolean;
  /** True when some class drifts beyond the threshold. */
  needsRebalancing: boolean;
};

function oneDecimal(value: number): number {
  // +0 turns a -0 into 0, so no '-0,0' reaches the screen.
  return Math.round(value * 10) / 10 + 0;
}

/** Current amounts per class (euro) against a plan's target percentages. */
export function rebalancing(
  current: Readonly<Record<AssetClass, number>>,
  target: Readonly<Record<AssetClass, number>>,
): Rebalancing {
  const total = ASSET_CLASSES.reduce((sum, key) => sum + Math.max(0, current[key]), 0);
  const rows = ASSET_CLASSES.map((assetClass): RebalancingRow => {
    const currentAmount = Math.max(0, current[assetClass]);
    const currentPercent = total > 0 ? (currentAmount / total) * 100 : 0;
    const targetPercent = target[assetClass];
    const drift = currentPercent - targetPercent;
    return {
      assetClass,
      currentAmount,
      currentPercent: oneDecimal(currentPercent),
      targetPercent,
      driftPoints: oneDecimal(drift),
      trade: Math.round((targetPercent / 100) * total - currentAmount) + 0,
      flagged: Math.abs(drift) > REBALANCING_DRIFT_THRESHOLD,
    };
  });
  return {
    total,
    rows,
    inLine: rows.every((row) => row.driftPoints === 0),
    needsRebalancing: rows.some((row) => row.flagged),
  };
}

/** Sums the amounts of items by the asset class `classOf` gives them; null leaves one out. */
export function amountsByClass<Item extends { amount: number }>(
  items: readonly Item[],
  classOf: (item: Item) => AssetClass | null,
): Record<AssetClass, number> {
  const sums: Record<AssetClass, number> = { stocks: 0, bonds: 0, cash: 0 };
  for (const item of items) {
    const assetClass = classOf(item);
    if (assetClass !== null) sums[assetClass] += item.amount;
  }
  return sums;
}
