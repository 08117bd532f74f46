import { create } from 'zustand';
import { type Goal, type GoalTemplate } from '@traguardo/domain/entities';
import { goalFromTemplate } from '@traguardo/domain/goals';
import { goals as sampleGoals } from '@traguardo/sample-data/goals';

type GoalsState = {
  goals: Goal[];
  /** How many goals the user added; keeps their ids unique even for the same template. */
  addedCount: number;
  /** Adds a new goal built by the domain rule and returns it. */
  addGoalFromTemplate: (template: GoalTemplate, now?: Date) => Goal;
};

export const useGoalsStore = create<GoalsState>()((set, get) => ({
  goals: [...sampleGoals],
  addedCount: 0,
  addGoalFromTemplate: (template, now = new Date()) => {
    const sequence = get().addedCount + 1;
    const goal = goalFromTemplate(template, now, `added-${template.id}-${sequence}`);
    set((state) => ({ goals: [...state.goals, goal], addedCount: sequence }));
    return goal;
  },
}));
