// Rebalancing: how far the portfolio's asset classes drift from a plan's target mix, and
// the euro to buy or sell in each class to return to it.
import { ACCOUNT_TYPE_LABELS } from './account-type-labels';
import { type AllocationItem, type InvestmentPlan } from './entities';

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

/**
 * How an allocation names an investment account whose positions are not recorded
 * (asset-class-allocation.ts): invested, of no known class.
 */
export const UNCLASSIFIED_INVESTMENTS_NAME = ACCOUNT_TYPE_LABELS.investment;

/**
 * The most of an allocation, in percent of its amount, that may be of no known class for the
 * moves to be computed over the rest: whatever that part holds, it cannot move a class's
 * share by more than the drift threshold. Beyond it no move is given.
 */
const UNCLASSIFIED_MAX_PERCENT = REBALANCING_DRIFT_THRESHOLD;

export type AllocationRebalancing = {
  /**
   * The moves over the items of a known class; null when more than UNCLASSIFIED_MAX_PERCENT
   * of the allocation is of no known class, so no buy or sell rests on a part of it.
   */
  moves: Rebalancing | null;
  /** The items of no known class (allocationClassOf), left out of the moves. */
  unclassified: AllocationItem[];
  unclassifiedAmount: number;
  /** Percent of the allocation of no known class. */
  unclassifiedPercent: number;
  /** The allocation's amount, every item counted. */
  total: number;
};

/** An allocation's rebalancing against a plan's target percentages, as far as its classes are known. */
export function allocationRebalancing(
  allocation: readonly AllocationItem[],
  target: Readonly<Record<AssetClass, number>>,
): AllocationRebalancing {
  const held = allocation.filter((item) => item.amount > 0);
  const total = held.reduce((sum, item) => sum + item.amount, 0);
  const unclassified = held.filter((item) => allocationClassOf(item.name) === null);
  const unclassifiedAmount = unclassified.reduce((sum, item) => sum + item.amount, 0);
  const unclassifiedPercent = total > 0 ? (unclassifiedAmount / total) * 100 : 0;
  const moves =
    unclassifiedPercent > UNCLASSIFIED_MAX_PERCENT
      ? null
      : rebalancing(
          amountsByClass(held, (item) => allocationClassOf(item.name)),
          target,
        );
  return { moves, unclassified, unclassifiedAmount, unclassifiedPercent, total };
}
