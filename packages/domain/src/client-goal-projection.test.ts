import { describe, expect, it } from 'vitest';
import { GOAL_HORIZON_YEARS, goalProjection } from './client-goal-projection';

const goal = {
  id: 'g1',
  name: 'Pensione anticipata',
  current: 612_000,
  target: 750_000,
  progress: 82,
};

describe('goalProjection', () => {
  it('saves the gap over the horizon and gives the fan and the probability, the same each time', () => {
    const projection = goalProjection(goal, 'balanced', 2000);
    // (750.000 − 612.000) / 120 months.
    expect(projection.monthlyNeeded).toBe(1150);
    expect(projection.simulation.years).toHaveLength(GOAL_HORIZON_YEARS + 1);
    const last = projection.simulation.years.at(-1);
    expect(last?.p10).toBeLessThan(last?.p50 ?? 0);
    expect(last?.p50).toBeLessThan(last?.p90 ?? 0);
    expect(projection.simulation.successProbability).toBeGreaterThan(0.5);
    expect(goalProjection(goal, 'balanced', 2000)).toEqual(projection);
  });

  it('asks no saving of a goal already reached', () => {
    expect(goalProjection({ ...goal, current: 800_000 }, 'balanced', 200).monthlyNeeded).toBe(0);
  });
});
