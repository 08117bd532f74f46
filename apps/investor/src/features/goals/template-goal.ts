import { type GoalTemplate } from '@traguardo/domain/entities';
import { goalFromTemplate } from '@traguardo/domain/goals';
import { type GoalDraft } from '@traguardo/ledger/goal-commands';

/** The goal a template makes today (the domain's rule), as the ledger adds it: without id and progress. */
export function templateGoalDraft(template: GoalTemplate, now: Date): GoalDraft {
  const goal = goalFromTemplate(template, now, 'modello');
  return {
    name: goal.name,
    target: goal.target,
    current: goal.current,
    targetDate: goal.targetDate,
    category: goal.category,
    monthlyContribution: goal.monthlyContribution,
  };
}
