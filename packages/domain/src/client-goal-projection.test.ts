import { describe, expect, it } from 'vitest';
import { GOAL_HORIZON_YEARS, goalProjection, goalYears } from './client-goal-projection';

const TODAY = new Date(2026, 10, 27);
const goal = {
  id: 'g1',
  name: 'Pensione anticipata',
  current: 612_000,
  target: 750_000,
  progress: 82,
};

describe('goalProjection', () => {
  it('saves the gap by the goal’s own date when the investor’s file gave one', () => {
    // QA's case: 15.000 € by 26/11/2028, nothing saved yet: 2 years, 625 € a month (as the
    // investor's own plan), not 125 € over an assumed 10 years.
    const trip = {
      id: 'g2',
      name: 'Viaggio dei sogni',
      current: 0,
      target: 15_000,
      progress: 0,
      targetDate: '2028-11-26',
      monthlyContribution: 625,
    };
    const projection = goalProjection(trip, TODAY, 'balanced', 200);
    expect(goalYears(trip, TODAY)).toBe(2);
    expect(projection.monthlyNeeded).toBe(625);
    expect(projection.simulation.years).toHaveLength(3);
  });

  it('saves the gap over the horizon and gives the fan and the probability, the same each time', () => {
    const projection = goalProjection(goal, TODAY, 'balanced', 2000);
    // (750.000 − 612.000) / 120 months.
    expect(projection.monthlyNeeded).toBe(1150);
    expect(projection.simulation.years).toHaveLength(GOAL_HORIZON_YEARS + 1);
    const last = projection.simulation.years.at(-1);
    expect(last?.p10).toBeLessThan(last?.p50 ?? 0);
    expect(last?.p50).toBeLessThan(last?.p90 ?? 0);
    expect(projection.simulation.successProbability).toBeGreaterThan(0.5);
    expect(goalProjection(goal, TODAY, 'balanced', 2000)).toEqual(projection);
  });

  it('asks no saving of a goal already reached', () => {
    expect(
      goalProjection({ ...goal, current: 800_000 }, TODAY, 'balanced', 200).monthlyNeeded,
    ).toBe(0);
  });
});
