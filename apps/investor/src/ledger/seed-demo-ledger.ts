import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { type LedgerDatabase } from '@traguardo/ledger/ledger-database';
import { markChecked } from '@traguardo/ledger/checked-movements';
import { validRecord } from '@traguardo/ledger/validate';
import { demoLedger } from './demo-ledger';

/**
 * Movements checked and written per step. IndexedDB answers each step in a task of its own,
 * so the next step runs in the next task: no task checks and writes the whole demo (about
 * 300 movements, a long task of a page's start when written at once).
 */
const SEED_SLICE = 50;

/**
 * Fills an empty demo ledger with `demoLedger(today)`: every record checked, and all written
 * in one transaction (a slice of movements at a time), so a reader sees either none of the
 * demo or all of it; a record that fails its check aborts the whole transaction. A
 * database that already has accounts (a demo seeded before, or edited by the user since) is
 * left as it is, and so is any profile but the demo. Answers whether it wrote.
 */
export async function seedDemoLedger(
  db: LedgerDatabase,
  today: string = todayLocalDate(),
): Promise<boolean> {
  if (db.profile !== 'demo') return false;
  const ledger = demoLedger(today);
  const accounts = ledger.accounts.map((record) => validRecord('accounts', record));
  const categories = ledger.categories.map((record) => validRecord('categories', record));
  const budgets = ledger.budgets.map((record) => validRecord('budgets', record));
  const goals = ledger.goals.map((record) => validRecord('goals', record));
  return db.transaction(
    'rw',
    [db.accounts, db.transactions, db.categories, db.budgets, db.goals],
    async () => {
      // Inside the transaction: two tabs starting at once cannot both seed.
      if ((await db.accounts.count()) > 0) return false;
      await db.accounts.bulkAdd(accounts);
      for (let start = 0; start < ledger.transactions.length; start += SEED_SLICE) {
        const slice = ledger.transactions.slice(start, start + SEED_SLICE);
        // Checked just now: the month-flows middleware does not check them again.
        await db.transactions.bulkAdd(
          markChecked(slice.map((record) => validRecord('transactions', record))),
        );
      }
      await db.categories.bulkPut(categories);
      await db.budgets.bulkAdd(budgets);
      await db.goals.bulkAdd(goals);
      return true;
    },
  );
}
