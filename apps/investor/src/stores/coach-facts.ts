import { type CoachTopic } from '@traguardo/domain/coach';
import { type CoachFacts } from '@traguardo/domain/coach-figures';
import { goalSimulatorValues, simulationInput } from '@traguardo/domain/simulator-form';
import { savingsRate } from '@traguardo/domain/savings';
import { investmentPlans } from '@traguardo/sample-data/plans';
import { homeKpis } from '@traguardo/sample-data/investor-home';
import { taxForecast } from '@traguardo/sample-data/investor-extras';
import { transactions } from '@traguardo/sample-data/transactions';
import { type Goal, type PlanId } from '@traguardo/domain/entities';
import { createSimulationRunner } from '../simulation/simulation-runner';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { listGoals } from '@traguardo/ledger/reference-queries';
import { ledgerOf } from '../ledger/ledger-connection';
import { useProfileStore } from './profile-store';
import { usePlanStore } from './plan-store';

/**
 * The pension goal's probability exactly as its "Simula" link shows it: same values,
 * plan, seed and paths, computed in the worker. Absent when no worker can run.
 */
async function simulatePension(
  goal: Goal,
  planId: PlanId,
): Promise<{ probability: number; planName: string } | undefined> {
  const runner = createSimulationRunner();
  try {
    const values = goalSimulatorValues(goal, new Date());
    const input = simulationInput(values, planId, { realValues: false, afterTax: false });
    const result = await runner.run(input);
    const planName = investmentPlans.find((plan) => plan.id === planId)?.name ?? planId;
    if (result?.successProbability == null) return undefined;
    return { probability: result.successProbability, planName };
  } catch {
    return undefined;
  } finally {
    runner.dispose();
  }
}

/**
 * The investor's figures as the screens compute them; the pension simulation only when
 * asked, and only if it ends before `deadline` (the coach's typing time): on a slow device
 * the answer keeps its usual timing and leaves the probability out rather than wait.
 */
export async function coachFacts(
  topic: CoachTopic,
  deadline: Promise<unknown>,
): Promise<CoachFacts> {
  // The goals of the open profile, as Obiettivi lists them (and its "Simula" links use them).
  const goals = await listGoals(ledgerOf(useProfileStore.getState().profile), todayLocalDate());
  const pensionGoal = goals.find((goal) => goal.category === 'retirement');
  const simulation =
    topic === 'pension' && pensionGoal !== undefined
      ? await Promise.race([
          simulatePension(pensionGoal, usePlanStore.getState().selectedPlanId),
          deadline.then(() => undefined),
        ])
      : undefined;
  return {
    savingsRate: savingsRate(transactions),
    emergencyFundMonths: homeKpis.emergencyFundMonths,
    pension: pensionGoal === undefined ? undefined : { goal: pensionGoal, simulation },
    home: goals.find((goal) => goal.category === 'home'),
    tax: taxForecast,
  };
}
