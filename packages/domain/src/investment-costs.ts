// What a client's investment costs amount to in euro: a year, and over a horizon (MiFID II
// asks for the costs in euro as well as in percent).
import { type AllocationItem } from './entities';
import { allocationClassOf, UNCLASSIFIED_INVESTMENTS_NAME } from './rebalancing';

/** The horizons, in years, over which the report states what the costs amount to. */
export const COST_HORIZONS_YEARS = [10, 20] as const;

/**
 * The invested amount, in euro: the shares and bonds of the allocation, and an investment
 * account whose positions are not recorded (its class is unknown, but it is invested: the
 * fees are charged on it). Cash is not invested; nor is any other item of no known class
 * (a current account from an older file; a pension fund, whose costs are the fund's own).
 */
export function investedAmount(allocation: readonly AllocationItem[]): number {
  return allocation
    .filter((item) => {
      const assetClass = allocationClassOf(item.name);
      return (
        assetClass === 'stocks' ||
        assetClass === 'bonds' ||
        (assetClass === null && item.name === UNCLASSIFIED_INVESTMENTS_NAME)
      );
    })
    .reduce((sum, item) => sum + item.amount, 0);
}

/** Yearly cost in whole euro of `feePercent` (0–100) on `invested` euro. */
export function yearlyCost(invested: number, feePercent: number): number {
  return Math.round((invested * feePercent) / 100);
}

export type CostOverYears = {
  years: number;
  /** The costs paid over the years, the invested amount held as it is today. */
  paid: number;
  /**
   * The value the costs take away by the end: the amount grown at `growthPercent` a year
   * without costs, less the same amount grown at `growthPercent − feePercent`.
   */
  lostValue: number;
};

/** What the costs amount to over `years`, at an assumed yearly growth of `growthPercent`. */
export function costOverYears(
  invested: number,
  feePercent: number,
  years: number,
  growthPercent: number,
): CostOverYears {
  const gross = invested * (1 + growthPercent / 100) ** years;
  const net = invested * (1 + (growthPercent - feePercent) / 100) ** years;
  return {
    years,
    paid: yearlyCost(invested, feePercent) * years,
    lostValue: Math.round(gross - net),
  };
}
