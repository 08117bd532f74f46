import { toLocalIsoDate } from './calendar-date';
import { DAYS_PER_YEAR, GOAL_GREEN_FROM, GOAL_YELLOW_FROM, MONTHS_PER_YEAR } from './constants';
import { type Health } from './colors';
import { isDebtAccount } from './accounts';
import { type AccountType, type Goal, type GoalTemplate } from './entities';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Goal progress colour: green at 80 or more, yellow at 50 or more, otherwise red. */
export function goalProgressColor(progress: number): Health {
  if (progress >= GOAL_GREEN_FROM) return 'green';
  if (progress >= GOAL_YELLOW_FROM) return 'yellow';
  return 'red';
}

/** Monthly saving that reaches `target` in `years`: target / (years × 12), rounded. */
export function monthlyContribution(target: number, years: number): number {
  const months = years * MONTHS_PER_YEAR;
  if (!Number.isFinite(target) || !Number.isFinite(months) || months <= 0) return 0;
  return Math.round(target / months);
}

/**
 * The date `years × 365` days after `now`, as yyyy-mm-dd on the user's calendar (not
 * UTC, which is a day behind in Italy just after midnight). Years that are not a
 * finite number count as 0; an invalid `now` gives ''.
 */
export function targetDateFrom(now: Date, years: number): string {
  const offset = Number.isFinite(years) ? years * DAYS_PER_YEAR * DAY_MS : 0;
  const date = new Date(now.getTime() + offset);
  return toLocalIsoDate(date);
}

/** A new, empty goal built from a template; `id` must be unique among the goals. */
export function goalFromTemplate(template: GoalTemplate, now: Date, id: string): Goal {
  return {
    id,
    name: template.name,
    target: template.target,
    current: 0,
    targetDate: targetDateFrom(now, template.years),
    category: template.category,
    progress: 0,
    monthlyContribution: monthlyContribution(template.target, template.years),
  };
}

/** Progress of a goal in whole percent, within [0, 100]; 0 when the target is not positive. */
export function goalProgress(current: number, target: number): number {
  if (!(target > 0) || !Number.isFinite(target) || !Number.isFinite(current)) return 0;
  return Math.min(100, Math.max(0, Math.round((current / target) * 100)));
}

/** Whether a goal's date (yyyy-mm-dd) is behind `today` while the goal is not reached. */
export function isGoalPastDue(goal: Pick<Goal, 'targetDate' | 'progress'>, today: string): boolean {
  return goal.targetDate < today && goal.progress < 100;
}

/**
 * The accounts a goal may follow the balance of: the active ones that are not debts (a
 * mortgage or a card is no saving). The one it follows now stays offered, whatever it is,
 * so that the choice shows as it is.
 */
export function accountsAGoalMayFollow<
  T extends { id: string; type: AccountType; archived: boolean },
>(accounts: readonly T[], followedId: string | undefined): T[] {
  return accounts.filter(
    (account) => account.id === followedId || (!account.archived && !isDebtAccount(account.type)),
  );
}
