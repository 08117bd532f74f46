import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { type LedgerDatabase } from '@traguardo/ledger/ledger-database';
import { validRecord } from '@traguardo/ledger/validate';
import { demoLedger } from './demo-ledger';

/**
 * Fills an empty demo ledger with `demoLedger(today)`: every record checked first, then all
 * written in one transaction, so a reader sees either none of the demo or all of it. A
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
  const transactions = ledger.transactions.map((record) => validRecord('transactions', record));
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
      await db.transactions.bulkAdd(transactions);
      await db.categories.bulkPut(categories);
      await db.budgets.bulkAdd(budgets);
      await db.goals.bulkAdd(goals);
      return true;
    },
  );
}
