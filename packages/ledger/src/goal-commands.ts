import { goalProgress } from '@traguardo/domain/goals';
import { LEDGER_MAX_GOALS } from '@traguardo/domain/ledger-limits';
import { type LedgerGoal } from '@traguardo/domain/ledger-schemas';
import { type LedgerDatabase } from './ledger-database';
import { LEDGER_ERROR_MESSAGES, LedgerError } from './ledger-error';
import { newId } from '@traguardo/domain/record-ids';
import { validRecord } from './validate';

// Goals: today's shape (euro), now editable, optionally following an account's balance.
// `progress` is always computed from current and target, never taken from the caller.

export type GoalDraft = Omit<LedgerGoal, 'id' | 'progress'>;

async function assertAccount(db: LedgerDatabase, goal: LedgerGoal): Promise<void> {
  if (goal.accountId === undefined || (await db.accounts.get(goal.accountId)) !== undefined) return;
  throw new LedgerError('unknownReference', LEDGER_ERROR_MESSAGES.unknownAccount, [
    { field: 'accountId', message: LEDGER_ERROR_MESSAGES.unknownAccount },
  ]);
}

function withProgress(goal: Omit<LedgerGoal, 'progress'>): LedgerGoal {
  return { ...goal, progress: goalProgress(goal.current, goal.target) };
}

export async function addGoal(db: LedgerDatabase, draft: GoalDraft): Promise<LedgerGoal> {
  const goal = validRecord('goals', withProgress({ ...draft, id: newId() }));
  await db.transaction('rw', [db.goals, db.accounts], async () => {
    await assertAccount(db, goal);
    if ((await db.goals.count()) >= LEDGER_MAX_GOALS) {
      throw new LedgerError('limit', LEDGER_ERROR_MESSAGES.tooManyGoals);
    }
    await db.goals.add(goal);
  });
  return goal;
}

/** Changes a goal (name, target, date, monthly contribution, followed account...). */
export async function updateGoal(
  db: LedgerDatabase,
  id: string,
  changes: Partial<GoalDraft>,
): Promise<LedgerGoal> {
  return db.transaction('rw', [db.goals, db.accounts], async () => {
    const current = await db.goals.get(id);
    if (current === undefined)
      throw new LedgerError('notFound', LEDGER_ERROR_MESSAGES.goalNotFound);
    const goal = validRecord('goals', withProgress({ ...current, ...changes, id }));
    await assertAccount(db, goal);
    await db.goals.put(goal);
    return goal;
  });
}

/** Deletes a goal and returns it, for `restoreGoal`. */
export async function deleteGoal(db: LedgerDatabase, id: string): Promise<LedgerGoal> {
  return db.transaction('rw', db.goals, async () => {
    const goal = await db.goals.get(id);
    if (goal === undefined) throw new LedgerError('notFound', LEDGER_ERROR_MESSAGES.goalNotFound);
    await db.goals.delete(id);
    return goal;
  });
}

export async function restoreGoal(db: LedgerDatabase, goal: LedgerGoal): Promise<void> {
  const valid = validRecord('goals', goal);
  await db.transaction('rw', [db.goals, db.accounts], async () => {
    await assertAccount(db, valid);
    await db.goals.put(valid);
  });
}
