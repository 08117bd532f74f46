import {
  type AccountChanges,
  type AccountDraft,
  addAccount,
  archiveAccount,
  deleteAccount,
  restoreAccount,
  updateAccount,
} from '@traguardo/ledger/account-commands';
import { showSuccess, showUndo } from '@traguardo/ui/toast';
import { useLedger } from '../../ledger/use-ledger';
import { type AccountRow } from './account-rows';
import { reportRefusal } from '../../ledger/report-refusal';

export const ACCOUNT_MESSAGES = {
  added: 'Conto aggiunto',
  updated: 'Conto aggiornato',
  archived: 'Conto archiviato',
  unarchived: 'Conto ripristinato',
  deleted: 'Conto eliminato',
  restored: 'Conto ripristinato con i suoi movimenti',
} as const;

/**
 * Conti's commands on the open profile's ledger, each confirmed by a toast; archiving and
 * deleting can be undone from it. `add` and `update` let a LedgerError through, for the form.
 */
export function useAccountActions() {
  const db = useLedger();
  return {
    add: async (draft: AccountDraft) => {
      await addAccount(db, draft);
      showSuccess(ACCOUNT_MESSAGES.added);
    },
    update: async (id: string, changes: AccountChanges) => {
      await updateAccount(db, id, changes);
      showSuccess(ACCOUNT_MESSAGES.updated);
    },
    archive: async (account: AccountRow, archived: boolean) => {
      try {
        await archiveAccount(db, account.id, archived);
        showUndo(archived ? ACCOUNT_MESSAGES.archived : ACCOUNT_MESSAGES.unarchived, () => {
          archiveAccount(db, account.id, !archived).catch(reportRefusal);
        });
      } catch (error) {
        reportRefusal(error);
      }
    },
    remove: async (account: AccountRow) => {
      try {
        const deleted = await deleteAccount(db, account.id);
        showUndo(ACCOUNT_MESSAGES.deleted, () => {
          restoreAccount(db, deleted)
            .then(() => showSuccess(ACCOUNT_MESSAGES.restored))
            .catch(reportRefusal);
        });
      } catch (error) {
        reportRefusal(error);
      }
    },
  };
}
