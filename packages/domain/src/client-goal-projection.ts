// A client's goal projected to its horizon with the seeded Monte Carlo engine of the
// investor's simulator: the spread of outcomes, the probability of reaching the target and
// the monthly saving that would close the gap. The advisor's goals carry no date, so the
// horizon is an assumption the report states.
import { DEFAULT_PLAN_ID } from './constants';
import { type AdvisorGoal, type PlanId } from './entities';
import { monthlyContribution } from './goals';
import { simulatePlan, type SimulationResult } from './monte-carlo';
import { MONTE_CARLO_PATHS, MONTE_CARLO_SEED } from './monte-carlo-constants';
import { planMarket } from './plan-market';

/** Years to each goal of the advisor's book, which stores no target date. */
export const GOAL_HORIZON_YEARS = 10;

export type GoalProjection = {
  goal: AdvisorGoal;
  years: number;
  planId: PlanId;
  /** The monthly saving that reaches the target in `years` without growth, whole euro. */
  monthlyNeeded: number;
  simulation: SimulationResult;
};

/** The monthly saving that closes the goal's gap in GOAL_HORIZON_YEARS, whole euro. */
export function goalMonthlyNeeded(goal: AdvisorGoal): number {
  return monthlyContribution(Math.max(0, goal.target - goal.current), GOAL_HORIZON_YEARS);
}

/**
 * The goal's projection: today's amount and `monthlyNeeded` a month invested in the plan's
 * mix (nominal values, before tax), the engine's default paths and seed.
 */
export function goalProjection(
  goal: AdvisorGoal,
  planId: PlanId = DEFAULT_PLAN_ID,
  paths: number = MONTE_CARLO_PATHS,
): GoalProjection {
  const years = GOAL_HORIZON_YEARS;
  const monthlyNeeded = goalMonthlyNeeded(goal);
  return {
    goal,
    years,
    planId,
    monthlyNeeded,
    simulation: simulatePlan({
      initialCapital: Math.max(0, goal.current),
      monthlyContribution: monthlyNeeded,
      years,
      market: planMarket(planId),
      target: goal.target,
      realValues: false,
      afterTax: false,
      paths,
      seed: MONTE_CARLO_SEED,
    }),
  };
}
