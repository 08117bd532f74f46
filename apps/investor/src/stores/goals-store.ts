import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { type Goal, type GoalTemplate } from '@traguardo/domain/entities';
import { goalFromTemplate } from '@traguardo/domain/goals';
import { goals as sampleGoals } from '@traguardo/sample-data/goals';
import { persistOptions, syncAcrossTabs } from '@traguardo/ui/persisted-store';
import { newId } from './new-id';
import { GOALS_STORAGE } from './storage';

type GoalsState = {
  goals: Goal[];
  /** Adds a new goal built by the domain rule and returns it. */
  addGoalFromTemplate: (template: GoalTemplate, now?: Date) => Goal;
  /** Back to the sample goals (the demo reset). */
  reset: () => void;
};

export const useGoalsStore = create<GoalsState>()(
  persist(
    (set) => ({
      goals: [...sampleGoals],
      addGoalFromTemplate: (template, now = new Date()) => {
        const goal = goalFromTemplate(template, now, newId('goal'));
        set((state) => ({ goals: [...state.goals, goal] }));
        return goal;
      },
      reset: () => set({ goals: [...sampleGoals] }),
    }),
    persistOptions({ ...GOALS_STORAGE, partialize: (state) => ({ goals: state.goals }) }),
  ),
);

syncAcrossTabs(useGoalsStore);
