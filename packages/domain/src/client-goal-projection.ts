// A client's goal projected to its horizon with the seeded Monte Carlo engine of the
// investor's simulator: the spread of outcomes, the probability of reaching the target and
// the monthly saving that would close the gap. The horizon is the goal's date when the
// investor's file gave one, else an assumption the report states (GOAL_HORIZON_YEARS).
import { DEFAULT_PLAN_ID } from './constants';
import { type AdvisorGoal, type PlanId } from './entities';
import { monthlyContribution } from './goals';
import { simulatePlan, type SimulationResult } from './monte-carlo';
import { MONTE_CARLO_PATHS, MONTE_CARLO_SEED } from './monte-carlo-constants';
import { planMarket } from './plan-market';
import { yearsUntil } from './simulator-form';

/** Years to a goal with no date (entered by the advisor, or from an older file). */
export const GOAL_HORIZON_YEARS = 10;

/**
 * Whole years from `today` to the goal's date, as the investor's simulator counts them
 * (at least 1); GOAL_HORIZON_YEARS for a goal with no date.
 */
export function goalYears(goal: AdvisorGoal, today: Date): number {
  return goal.targetDate === undefined ? GOAL_HORIZON_YEARS : yearsUntil(goal.targetDate, today);
}

export type GoalProjection = {
  goal: AdvisorGoal;
  years: number;
  planId: PlanId;
  /** The monthly saving that reaches the target in `years` without growth, whole euro. */
  monthlyNeeded: number;
  simulation: SimulationResult;
};

/** The monthly saving that closes the goal's gap by its horizon (goalYears), whole euro. */
export function goalMonthlyNeeded(goal: AdvisorGoal, today: Date): number {
  return monthlyContribution(Math.max(0, goal.target - goal.current), goalYears(goal, today));
}

/**
 * The goal's projection: today's amount and `monthlyNeeded` a month invested in the plan's
 * mix (nominal values, before tax), the engine's default paths and seed.
 */
export function goalProjection(
  goal: AdvisorGoal,
  today: Date,
  planId: PlanId = DEFAULT_PLAN_ID,
  paths: number = MONTE_CARLO_PATHS,
): GoalProjection {
  const years = goalYears(goal, today);
  const monthlyNeeded = goalMonthlyNeeded(goal, today);
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
