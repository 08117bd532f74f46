import { type CoachTopic } from '@traguardo/domain/coach';
import { type CoachFacts } from '@traguardo/domain/coach-figures';
import { goalSimulatorValues, simulationInput } from '@traguardo/domain/simulator-form';
import { investmentPlans } from '@traguardo/sample-data/plans';
import { demoTaxForecast } from '@traguardo/sample-data/investor-extras';
import { type Goal, type PlanId } from '@traguardo/domain/entities';
import { createSimulationRunner } from '../simulation/simulation-runner';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { homeFigures } from '@traguardo/ledger/figure-queries';
import { type LedgerProfile } from '@traguardo/ledger/profiles';
import { listGoals } from '@traguardo/ledger/reference-queries';
import { ledgerOf } from '../ledger/ledger-connection';
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
 * The figures of `profile` as the screens compute them, from its ledger through the same
 * query as Home (savings rate, emergency fund) and Obiettivi (goals); the pension simulation
 * only when asked, and only if it ends before `deadline` (the coach's typing time): on a slow
 * device the answer keeps its usual timing and leaves the probability out rather than wait.
 * The tax forecast is the demo's alone: the own profile has none yet.
 */
export async function coachFacts(
  profile: LedgerProfile,
  topic: CoachTopic,
  deadline: Promise<unknown>,
): Promise<CoachFacts> {
  const db = ledgerOf(profile);
  const today = todayLocalDate();
  const [goals, figures] = await Promise.all([listGoals(db, today), homeFigures(db, today)]);
  const pensionGoal = goals.find((goal) => goal.category === 'retirement');
  const simulation =
    topic === 'pension' && pensionGoal !== undefined
      ? await Promise.race([
          simulatePension(pensionGoal, usePlanStore.of(profile).getState().selectedPlanId),
          deadline.then(() => undefined),
        ])
      : undefined;
  return {
    savingsRate: figures.transactionCount === 0 ? null : figures.savingsRate,
    emergencyFundMonths: figures.emergencyFundMonths,
    pension: pensionGoal === undefined ? undefined : { goal: pensionGoal, simulation },
    home: goals.find((goal) => goal.category === 'home'),
    ...(profile === 'demo' ? { tax: demoTaxForecast(today) } : {}),
  };
}
