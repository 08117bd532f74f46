import { type Goal, type GoalTemplate } from '@traguardo/domain/entities';
import { goalFromTemplate } from '@traguardo/domain/goals';
import { goals as sampleGoals } from '@traguardo/sample-data/goals';
import { createPersistedStore } from '@traguardo/persistence/create-persisted-store';
import { bindStore } from '@traguardo/app-runtime/bind-store';
import { newId } from './new-id';
import { GOALS_STORAGE, persistence } from './storage';

type GoalsState = {
  goals: Goal[];
  /** Adds a new goal built by the domain rule and returns it. */
  addGoalFromTemplate: (template: GoalTemplate, now?: Date) => Goal;
  /** Back to the sample goals (the demo reset). */
  reset: () => void;
};

export const useGoalsStore = bindStore(
  createPersistedStore<GoalsState>()(
    GOALS_STORAGE,
    (set) => ({
      goals: [...sampleGoals],
      addGoalFromTemplate: (template, now = new Date()) => {
        const goal = goalFromTemplate(template, now, newId('goal'));
        set((state) => ({ goals: [...state.goals, goal] }));
        return goal;
      },
      reset: () => set({ goals: [...sampleGoals] }),
    }),
    { ...persistence, partialize: (state) => ({ goals: state.goals }) },
  ),
);
