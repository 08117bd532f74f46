// A seeded Monte Carlo simulation of a savings plan: monthly lognormal returns, monthly
// contributions, optional inflation and Italian taxation. Pure: the same input gives the
// same numbers in Node, in a browser worker, today and after a reload.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { MONTHS_PER_YEAR } from './constants';
import { INFLATION_RATE, SIMULATION_PERCENTILES, STAMP_DUTY_RATE } from './monte-carlo-constants';
import { blendedGainsTaxRate, type MarketAssumptions } from './plan-market';

export type SimulationInput = {
  initialCapital: number;
  monthlyContribution: number;
  /** Whole years, at least 1. */
  years: number;
  market: MarketAssumptions;
  /** Amount to reach by the horizon; none: no probability. */
  target?: number;
  /** Values in today's euro, deflated by INFLATION_RATE a year. */
  realValues: boolean;
  /** Imposta di bollo each year and tax on the gains at the end. */
  afterTax: boolean;
  paths: number;
  seed: number;
};

export type PercentileKey = 'p10' | 'p25' | 'p50' | 'p75' | 'p90';

export type YearPercentiles = { year: number } & Record<PercentileKey, number>;

export type SimulationResult = {
  /** Year 0 (today) to the horizon. */
  years: YearPercentiles[];
  /** Share of paths at or above the target at the horizon, 0–1; null without a target. */
  successProbability: number | null;
};

const PERCENTILE_KEYS: Record<(typeof SIMULATION_PERCENTILES)[number], PercentileKey> = {
  10: 'p10',
  25: 'p25',
  50: 'p50',
  75: 'p75',
  90: 'p90',
};

/**
 * Closed-form value after `months` with no volatility: the capital and each end-of-month
 * contribution grow by (1 + r)^(1/12) a month.
 */
export function deterministicFutureValue(
  initialCapital: number,
  monthlyContribution: number,
  expectedReturn: number,
  months: number,
): number {
  const growth = (1 + expectedReturn / 100) ** (1 / MONTHS_PER_YEAR);
  const compounded = growth ** months;
  const annuity = growth === 1 ? months : (compounded - 1) / (growth - 1);
  return initialCapital * compounded + monthlyContribution * annuity;
}

/**
 * Moves the `rank`-th smallest value of `values[low..high]` to index `rank`, smaller or equal
 * values before it and greater or equal after it (Hoare's FIND, as Wirth writes it). The
 * percentiles need ten ranks of each year, not a sorted year: selecting them in ascending
 * order, each within what the previous left to its right, costs a fraction of a sort.
 */
function selectRank(values: Float64Array, rank: number, low: number, high: number): void {
  let left = low;
  let right = high;
  while (left < right) {
    const pivot = values[rank] ?? 0;
    let i = left;
    let j = right;
    do {
      while ((values[i] ?? 0) < pivot) i++;
      while (pivot < (values[j] ?? 0)) j--;
      if (i <= j) {
        const swap = values[i] ?? 0;
        values[i] = values[j] ?? 0;
        values[j] = swap;
        i++;
        j--;
      }
    } while (i <= j);
    if (j < rank) left = i;
    if (rank < i) right = j;
  }
}

/**
 * The percentiles of a year's values, each by linear interpolation between the closest ranks
 * (the same figures as on the sorted values). Reorders `values`.
 */
function percentilesOf(values: Float64Array, row: YearPercentiles): void {
  const last = values.length - 1;
  let selectedUpTo = -1;
  const select = (rank: number): number => {
    if (rank > selectedUpTo) {
      selectRank(values, rank, selectedUpTo + 1, last);
      selectedUpTo = rank;
    }
    return values[rank] ?? 0;
  };
  for (const percent of SIMULATION_PERCENTILES) {
    const rank = (percent / 100) * last;
    const low = Math.floor(rank);
    const high = Math.ceil(rank);
    const lowValue = select(low);
    const highValue = select(high);
    row[PERCENTILE_KEYS[percent]] = lowValue + (highValue - lowValue) * (rank - low);
  }
}

function assertValid(input: SimulationInput): void {
  const { initialCapital, monthlyContribution, years, paths, market } = input;
  const amountsOk =
    Number.isFinite(initialCapital) &&
    initialCapital >= 0 &&
    Number.isFinite(monthlyContribution) &&
    monthlyContribution >= 0;
  const sizesOk = Number.isInteger(years) && years >= 1 && Number.isInteger(paths) && paths >= 1;
  const marketOk =
    Number.isFinite(market.expectedReturn) &&
    market.expectedReturn > -100 &&
    Number.isFinite(market.volatility) &&
    market.volatility >= 0 &&
    market.bondShare >= 0 &&
    market.bondShare <= 1;
  if (!amountsOk || !sizesOk || !marketOk)
    throw new RangeError('Ipotesi di simulazione non valide');
}

/**
 * What one euro of capital (`capital`) and one euro paid in at the end of every month
 * (`contribution`) have become on every path at the end of each year, year-major
 * (`[year * paths + path]`), before any end-of-horizon tax or inflation adjustment. A path's
 * balance is linear in the two amounts (`capital × initialCapital + contribution ×
 * monthlyContribution`), so the random draws, nearly all of a simulation's work, do not
 * depend on them.
 */
type GrowthPaths = { capital: Float64Array; contribution: Float64Array };

/** What the growth paths depend on: every input but the two amounts, the target and the display. */
function growthKey({ market, afterTax, years, paths, seed }: SimulationInput): string {
  return JSON.stringify([market.expectedReturn, market.volatility, afterTax, years, paths, seed]);
}

function simulateGrowth(input: SimulationInput): GrowthPaths {
  const { years, paths, market } = input;
  const sigma = market.volatility / 100 / Math.sqrt(MONTHS_PER_YEAR);
  // Lognormal steps whose mean growth over a year is 1 + expectedReturn.
  const drift = Math.log(1 + market.expectedReturn / 100) / MONTHS_PER_YEAR - (sigma * sigma) / 2;
  const stampDuty = input.afterTax ? STAMP_DUTY_RATE / 100 : 0;
  const generator = xoroshiro128plus(input.seed);
  const capitalGrowth = new Float64Array((years + 1) * paths);
  const contributionGrowth = new Float64Array((years + 1) * paths);
  for (let path = 0; path < paths; path++) {
    let capital = 1;
    let contribution = 0;
    capitalGrowth[path] = capital;
    for (let year = 1; year <= years; year++) {
      // Two months per draw: Marsaglia's polar method gives a pair of standard normals
      // from a point in the unit disc, without the sine and cosine of Box–Muller (the
      // hot spot of the simulation). Inlined: a closure per draw costs a third more.
      for (let month = 0; month < MONTHS_PER_YEAR; month += 2) {
        let x: number;
        let y: number;
        let square: number;
        do {
          x = (generator.next() >>> 0) / 2_147_483_648 - 1;
          y = (generator.next() >>> 0) / 2_147_483_648 - 1;
          square = x * x + y * y;
        } while (square >= 1 || square === 0);
        const scale = sigma * Math.sqrt((-2 * Math.log(square)) / square);
        const first = Math.exp(drift + x * scale);
        const second = Math.exp(drift + y * scale);
        capital = capital * first * second;
        contribution = (contribution * first + 1) * second + 1;
      }
      capital -= capital * stampDuty;
      contribution -= contribution * stampDuty;
      capitalGrowth[year * paths + path] = capital;
      contributionGrowth[year * paths + path] = contribution;
    }
  }
  return { capital: capitalGrowth, contribution: contributionGrowth };
}

/** Percentiles per year and the probability of reaching the target, from the growth paths. */
function summarise(input: SimulationInput, growth: GrowthPaths): SimulationResult {
  const { years, paths, initialCapital, monthlyContribution } = input;
  const taxRate = input.afterTax ? blendedGainsTaxRate(input.market.bondShare) : 0;
  // One year's balances; reordered by the percentiles, so never the growth paths themselves.
  const values = new Float64Array(paths);
  const rows: YearPercentiles[] = [];
  let successProbability: number | null = null;
  for (let year = 0; year <= years; year++) {
    const invested = initialCapital + monthlyContribution * MONTHS_PER_YEAR * year;
    const deflator = input.realValues ? (1 + INFLATION_RATE / 100) ** year : 1;
    const offset = year * paths;
    for (let path = 0; path < paths; path++) {
      const gross =
        initialCapital * (growth.capital[offset + path] ?? 0) +
        monthlyContribution * (growth.contribution[offset + path] ?? 0);
      values[path] = (gross - taxRate * Math.max(0, gross - invested)) / deflator;
    }
    const row: YearPercentiles = { year, p10: 0, p25: 0, p50: 0, p75: 0, p90: 0 };
    if (year === years && input.target !== undefined) {
      successProbability = shareAtLeast(values, input.target);
    }
    percentilesOf(values, row);
    rows.push(row);
  }
  return { years: rows, successProbability };
}

/** Simulates a plan; the same function for every input. */
export type PlanSimulator = (input: SimulationInput) => SimulationResult;

/**
 * A simulator that keeps the growth paths of its last input: a simulation that changes only
 * the amounts, the target or the display (the simulator's usual keystrokes) reuses them and
 * costs a summary of the paths instead of new draws. The figures are those of
 * `simulatePlan` for the same input. Holds two arrays of (years + 1) × paths numbers.
 */
export function createPlanSimulator(): PlanSimulator {
  let last: { key: string; growth: GrowthPaths } | undefined;
  return (input) => {
    assertValid(input);
    const key = growthKey(input);
    if (last?.key !== key) last = { key, growth: simulateGrowth(input) };
    return summarise(input, last.growth);
  };
}

/** Percentiles per year and the probability of reaching the target. */
export function simulatePlan(input: SimulationInput): SimulationResult {
  return createPlanSimulator()(input);
}

/** Share of the values at or above `threshold`. */
function shareAtLeast(values: Float64Array, threshold: number): number {
  let count = 0;
  for (let i = 0; i < values.length; i++) if ((values[i] ?? 0) >= threshold) count++;
  return count / values.length;
}
