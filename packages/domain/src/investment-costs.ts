// What a client's investment costs amount to in euro: a year, and over a horizon (MiFID II
// asks for the costs in euro as well as in percent).
import { type AllocationItem } from './entities';

/** The allocation class that holds cash: it is not invested, so no investment cost applies. */
export const CASH_CLASS_NAME = 'Liquidità';

/** The horizons, in years, over which the report states what the costs amount to. */
export const COST_HORIZONS_YEARS = [10, 20] as const;

/** The invested amount: every allocation class but cash, in euro. */
export function investedAmount(allocation: readonly AllocationItem[]): number {
  return allocation
    .filter((item) => item.name !== CASH_CLASS_NAME)
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

/** The asset class of an allocation item, by its name: cash, bonds, and shares for the rest. */
export function allocationClassOf(name: string): 'stocks' | 'bonds' | 'cash' {
  if (name === CASH_CLASS_NAME) return 'cash';
  return name.startsWith('Obbligazion') ? 'bonds' : 'stocks';
}
