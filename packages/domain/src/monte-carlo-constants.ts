// Assumptions of the Monte Carlo simulator, each named once. The Ipotesi panel shows them.
import { type PlanId } from './entities';
import {
  CAPITAL_GAINS_RATE_BP,
  GOVERNMENT_BOND_RATE_BP,
  STAMP_DUTY_PRODUCTS_RATE_BP,
} from './tax-constants';

/** Paths simulated by default: the precision of Wealthfolio's planner. */
export const MONTE_CARLO_PATHS = 10_000;
/** Fixed seed: the same inputs give the same figures on every device and after a reload. */
export const MONTE_CARLO_SEED = 20_240_601;

/**
 * Yearly volatility (percent) of each plan's mix. Derived from long-run annualised
 * volatilities of the asset classes: global equities in euro about 15% (MSCI World EUR
 * index factsheet, 10-year standard deviation), euro investment-grade bonds about 5%
 * (Bloomberg Euro Aggregate factsheet), cash 0, with a stock–bond correlation of 0.2:
 * σ = √(ws²·15² + wb²·5² + 2·0,2·ws·wb·15·5) with the plan's weights (spec §9).
 */
export const PLAN_VOLATILITY = {
  conservative: 5.9,
  balanced: 9.4,
  growth: 12.2,
} as const satisfies Record<PlanId, number>;

/** Yearly inflation (percent) used for "valori reali": the ECB's medium-term target. */
export const INFLATION_RATE = 2;

// "Al netto delle tasse" takes its rates from the tax engine (tax-constants.ts), in percent.
/** Italian tax on capital gains (percent): 26%. */
export const CAPITAL_GAINS_TAX_RATE = CAPITAL_GAINS_RATE_BP.value / 100;
/** Reduced rate on the gains of government bonds (percent), applied to the bond share: 12,5%. */
export const GOVERNMENT_BOND_TAX_RATE = GOVERNMENT_BOND_RATE_BP.value / 100;
/** Imposta di bollo on financial products, percent of the balance each year: 0,2%. */
export const STAMP_DUTY_RATE = STAMP_DUTY_PRODUCTS_RATE_BP.value / 100;
/** The laws behind the three rates above, for the Ipotesi panel. */
export const SIMULATOR_TAX_SOURCES = [
  CAPITAL_GAINS_RATE_BP.source,
  GOVERNMENT_BOND_RATE_BP.source,
  STAMP_DUTY_PRODUCTS_RATE_BP.source,
] as const;

/** Validation limits of the simulator's inputs. */
export const SIMULATION_MAX_YEARS = 60;
/** Amounts above these are not a plan but a typo. */
export const SIMULATION_MAX_CAPITAL = 100_000_000;
export const SIMULATION_MAX_MONTHLY = 1_000_000;

/** What the simulator starts from besides the portfolio's value. */
export const SIMULATOR_DEFAULT_MONTHLY = 500;
export const SIMULATOR_DEFAULT_YEARS = 20;

/** The percentiles reported for each year. */
export const SIMULATION_PERCENTILES = [10, 25, 50, 75, 90] as const;
