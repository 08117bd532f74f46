import {
  checkLedger,
  ledgerAccountSchema,
  ledgerGoalSchema,
  type LedgerAccount,
  type LedgerGoal,
} from '@traguardo/domain/ledger-schemas';
import { type KeptAsideRecord, type LedgerDatabase } from '@traguardo/ledger/ledger-database';
import {
  addedByUser,
  ledgerAccountFrom,
  ledgerGoalFrom,
  type SavedDemoData,
} from './saved-demo-data';

export type MoveOutcome = { added: number; keptAside: number };

/**
 * Writes the user's added goals and linked accounts into the demo ledger, in one
 * transaction: all of it or, on a failure, nothing. Idempotent: an item whose id the ledger
 * already holds (moved before, or set aside before) is left as it is. An item the ledger's
 * schema refuses is set aside in the ledger's `keptAside` table with its problems, never
 * dropped.
 */
export async function moveIntoLedger(
  db: LedgerDatabase,
  saved: SavedDemoData,
): Promise<MoveOutcome> {
  const { goals, accounts } = addedByUser(saved);
  const keptAt = new Date().toISOString();
  return db.transaction('rw', [db.accounts, db.goals, db.keptAside], async () => {
    const setAside = await db.keptAside.toArray();
    const alreadyAside = (table: string, id: string) =>
      setAside.some((kept) => kept.table === table && kept.key === JSON.stringify(id));
    const newAccounts: LedgerAccount[] = [];
    const newGoals: LedgerGoal[] = [];
    const refused: KeptAsideRecord[] = [];
    for (const account of accounts) {
      if ((await db.accounts.get(account.id)) !== undefined) continue;
      if (alreadyAside('accounts', account.id)) continue;
      const record = ledgerAccountFrom(account);
      const checked = checkLedger(ledgerAccountSchema, record);
      if (checked.ok) newAccounts.push(checked.value);
      else refused.push(aside('accounts', account.id, record, checked.problems, keptAt));
    }
    for (const goal of goals) {
      if ((await db.goals.get(goal.id)) !== undefined) continue;
      if (alreadyAside('goals', goal.id)) continue;
      const record = ledgerGoalFrom(goal);
      const checked = checkLedger(ledgerGoalSchema, record);
      if (checked.ok) newGoals.push(checked.value);
      else refused.push(aside('goals', goal.id, record, checked.problems, keptAt));
    }
    await db.accounts.bulkAdd(newAccounts);
    await db.goals.bulkAdd(newGoals);
    await db.keptAside.bulkAdd(refused);
    return { added: newAccounts.length + newGoals.length, keptAside: refused.length };
  });
}

function aside(
  table: 'accounts' | 'goals',
  id: string,
  record: unknown,
  problems: KeptAsideRecord['problems'],
  keptAt: string,
): KeptAsideRecord {
  return { table, key: JSON.stringify(id), record, problems, keptAt };
}
