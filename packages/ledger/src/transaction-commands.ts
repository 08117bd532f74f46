import { isBuiltInCategoryId } from '@traguardo/domain/ledger-categories';
import { LEDGER_MAX_TRANSACTIONS } from '@traguardo/domain/ledger-limits';
import { type LedgerTransaction } from '@traguardo/domain/ledger-schemas';
import { type LedgerDatabase } from './ledger-database';
import { LEDGER_ERROR_MESSAGES, LedgerError } from './ledger-error';
import { newId } from '@traguardo/domain/record-ids';
import { validRecord } from './validate';
import { markChecked } from './checked-movements';

// Commands on movements: validated with the domain schema, the account and the category
// checked to exist, in one transaction; a refusal throws a LedgerError and writes nothing.

export type TransactionDraft = Omit<LedgerTransaction, 'id' | 'note'> & { note?: string };

export type TransactionChanges = Partial<Omit<LedgerTransaction, 'id'>>;

async function assertReferences(db: LedgerDatabase, t: LedgerTransaction): Promise<void> {
  // Both read at once; the account's refusal comes first, as it always did.
  const [account, category] = await Promise.all([
    db.accounts.get(t.accountId),
    isBuiltInCategoryId(t.categoryId) ? null : db.categories.get(t.categoryId),
  ]);
  if (account === undefined) {
    throw new LedgerError('unknownReference', LEDGER_ERROR_MESSAGES.unknownAccount, [
      { field: 'accountId', message: LEDGER_ERROR_MESSAGES.unknownAccount },
    ]);
  }
  if (category === undefined) {
    throw new LedgerError('unknownReference', LEDGER_ERROR_MESSAGES.unknownCategory, [
      { field: 'categoryId', message: LEDGER_ERROR_MESSAGES.unknownCategory },
    ]);
  }
}

/**
 * Adds a movement and returns it with its new id. The checks and the write are asked of
 * IndexedDB at once, not one after the other ("Salva" waits for one round trip, not four):
 * a refusal throws inside the transaction, which aborts it and so takes the write back.
 */
export async function addTransaction(
  db: LedgerDatabase,
  draft: TransactionDraft,
): Promise<LedgerTransaction> {
  const transaction = validRecord('transactions', { note: '', ...draft, id: newId() });
  await db.transaction('rw', [db.transactions, db.accounts, db.categories], async () => {
    const [, count] = await Promise.all([
      assertReferences(db, transaction),
      db.transactions.count(),
      // Checked just now: the month-flows middleware does not check it again.
      db.transactions.bulkAdd(markChecked([transaction])),
    ]);
    // The count was read before the write: the limit holds as it did one at a time.
    if (count >= LEDGER_MAX_TRANSACTIONS) {
      throw new LedgerError('limit', LEDGER_ERROR_MESSAGES.tooManyTransactions);
    }
  });
  return transaction;
}

/** Changes a movement's fields and returns it as stored. */
export async function updateTransaction(
  db: LedgerDatabase,
  id: string,
  changes: TransactionChanges,
): Promise<LedgerTransaction> {
  return db.transaction('rw', [db.transactions, db.accounts, db.categories], async () => {
    const current = await db.transactions.get(id);
    if (current === undefined) {
      throw new LedgerError('notFound', LEDGER_ERROR_MESSAGES.transactionNotFound);
    }
    const transaction = validRecord('transactions', { ...current, ...changes, id });
    await assertReferences(db, transaction);
    await db.transactions.put(transaction);
    return transaction;
  });
}

/** Changes only a movement's category (the in-place picker of Movimenti). */
export async function setTransactionCategory(
  db: LedgerDatabase,
  id: string,
  categoryId: string,
): Promise<LedgerTransaction> {
  return updateTransaction(db, id, { categoryId });
}

/** Deletes a movement and returns it, for `restoreTransactions` (the toast's undo). */
export async function deleteTransaction(
  db: LedgerDatabase,
  id: string,
): Promise<LedgerTransaction> {
  return db.transaction('rw', db.transactions, async () => {
    const transaction = await db.transactions.get(id);
    if (transaction === undefined) {
      throw new LedgerError('notFound', LEDGER_ERROR_MESSAGES.transactionNotFound);
    }
    await db.transactions.delete(id);
    return transaction;
  });
}

/** Puts deleted movements back, as they were (their accounts must still exist). */
export async function restoreTransactions(
  db: LedgerDatabase,
  deleted: readonly LedgerTransaction[],
): Promise<void> {
  const transactions = deleted.map((t) => validRecord('transactions', t));
  await db.transaction('rw', [db.transactions, db.accounts, db.categories], async () => {
    for (const t of transactions) await assertReferences(db, t);
    await db.transactions.bulkPut(transactions);
  });
}
