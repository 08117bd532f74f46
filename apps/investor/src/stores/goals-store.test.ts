import { describe, expect, it } from 'vitest';
import { goalTemplates } from '@traguardo/sample-data/goal-templates';
import { goals as sampleGoals } from '@traguardo/sample-data/goals';
import { useGoalsStore } from './goals-store';
import { GOALS_STORAGE } from './storage';
import { resetStoreBeforeEach } from '../testing/reset-store-before-each';
import { expectStored } from '../testing/stored-state';

const now = new Date('2025-01-15T10:00:00Z');

describe('goals store', () => {
  resetStoreBeforeEach(useGoalsStore);

  it('starts with the sample goals', () => {
    expect(useGoalsStore.getState().goals).toEqual(sampleGoals);
  });

  it.each(goalTemplates.map((t) => [t.name, t] as const))(
    'adds %s with the domain contribution and target date',
    (_name, template) => {
      const goal = useGoalsStore.getState().addGoalFromTemplate(template, now);
      expect(goal.monthlyContribution).toBe(Math.round(template.target / (template.years * 12)));
      const expectedDate = new Date(now.getTime() + template.years * 365 * 86_400_000);
      expect(goal.targetDate).toBe(expectedDate.toISOString().slice(0, 10));
      expect(goal).toMatchObject({ name: template.name, target: template.target, current: 0 });
      expect(useGoalsStore.getState().goals.at(-1)).toEqual(goal);
    },
  );

  it('adding the same template twice gives two distinct goals', () => {
    const template = goalTemplates[0];
    if (template === undefined) throw new Error('nessun modello');
    const first = useGoalsStore.getState().addGoalFromTemplate(template, now);
    const second = useGoalsStore.getState().addGoalFromTemplate(template, now);
    expect(first.id).not.toBe(second.id);
    const ids = useGoalsStore.getState().goals.map((g) => g.id);
    expect(ids).toHaveLength(sampleGoals.length + 2);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('stores every change under its key, and reset brings the sample goals back', () => {
    const template = goalTemplates[0];
    if (template === undefined) throw new Error('nessun modello');
    useGoalsStore.getState().addGoalFromTemplate(template, now);
    expectStored(GOALS_STORAGE, { goals: useGoalsStore.getState().goals });
    useGoalsStore.getState().reset();
    expect(useGoalsStore.getState().goals).toEqual(sampleGoals);
    expectStored(GOALS_STORAGE, { goals: sampleGoals });
  });
});
