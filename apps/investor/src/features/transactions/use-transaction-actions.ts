import { useMemo } from 'react';
import { type LedgerTransaction } from '@traguardo/domain/ledger-schemas';
import {
  addTransaction,
  deleteTransaction,
  restoreTransactions,
  setTransactionCategory,
  type TransactionChanges,
  type TransactionDraft,
  updateTransaction,
} from '@traguardo/ledger/transaction-commands';
import { showSuccess, showUndo } from '@traguardo/ui/toast';
import { useLedger } from '../../ledger/use-ledger';
import { offerCategoryRule } from './offer-category-rule';
import { reportRefusal } from '../../ledger/report-refusal';

export const TRANSACTION_MESSAGES = {
  added: 'Movimento aggiunto',
  updated: 'Movimento aggiornato',
  deleted: 'Movimento eliminato',
  restored: 'Movimento ripristinato',
} as const;

/**
 * Movimenti's commands on the open profile's ledger. `add` and `update` let a LedgerError
 * through, for the form; a deletion can be undone from its toast. The same commands for as
 * long as the ledger is the same (the list's memoised rows receive them).
 */
export function useTransactionActions() {
  const db = useLedger();
  return useMemo(
    () => ({
      add: async (draft: TransactionDraft) => {
        await addTransaction(db, draft);
        showSuccess(TRANSACTION_MESSAGES.added);
      },
      update: async (id: string, changes: TransactionChanges) => {
        await updateTransaction(db, id, changes);
        showSuccess(TRANSACTION_MESSAGES.updated);
      },
      setCategory: async (transaction: LedgerTransaction, categoryId: string) => {
        await setTransactionCategory(db, transaction.id, categoryId)
          .then(() => offerCategoryRule(db, transaction, categoryId))
          .catch(reportRefusal);
      },
      remove: async (transaction: LedgerTransaction) => {
        try {
          const deleted = await deleteTransaction(db, transaction.id);
          showUndo(TRANSACTION_MESSAGES.deleted, () => {
            restoreTransactions(db, [deleted])
              .then(() => showSuccess(TRANSACTION_MESSAGES.restored))
              .catch(reportRefusal);
          });
        } catch (error) {
          reportRefusal(error);
        }
      },
    }),
    [db],
  );
}
