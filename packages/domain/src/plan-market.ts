// A plan's market assumptions for the simulator, apart from the engine so that screens
// showing them (the Ipotesi panel) do not load the random generator.
import { PLAN_FIGURES } from './constants';
import { type PlanId } from './entities';
import {
  CAPITAL_GAINS_TAX_RATE,
  GOVERNMENT_BOND_TAX_RATE,
  PLAN_VOLATILITY,
} from './monte-carlo-constants';

export type MarketAssumptions = {
  /** Expected yearly return, percent (the arithmetic mean of the yearly growth). */
  expectedReturn: number;
  /** Yearly volatility, percent. */
  volatility: number;
  /** Share of the portfolio in bonds, 0–1: their gains are taxed at the reduced rate. */
  bondShare: number;
};

/** The market assumptions of a plan: spec §9 return and mix, volatility per plan. */
export function planMarket(planId: PlanId): MarketAssumptions {
  const plan = PLAN_FIGURES[planId];
  return {
    expectedReturn: plan.expectedReturn,
    volatility: PLAN_VOLATILITY[planId],
    bondShare: plan.allocation.bonds / 100,
  };
}

/** Tax rate on the gains of a mix: the bond share at 12,5%, the rest at 26%. */
export function blendedGainsTaxRate(bondShare: number): number {
  return (bondShare * GOVERNMENT_BOND_TAX_RATE + (1 - bondShare) * CAPITAL_GAINS_TAX_RATE) / 100;
}
