import { type LedgerProperty } from '@traguardo/domain/property-schemas';
import {
  addProperty,
  deleteProperty,
  type PropertyChanges,
  type PropertyDraft,
  restoreProperty,
  updateProperty,
} from '@traguardo/ledger/property-commands';
import { showSuccess, showUndo } from '@traguardo/ui/toast';
import { reportRefusal } from '../../ledger/report-refusal';
import { useLedger } from '../../ledger/use-ledger';

export const PROPERTY_MESSAGES_SHOWN = {
  added: 'Immobile aggiunto',
  updated: 'Immobile aggiornato',
  deleted: 'Immobile eliminato',
  restored: 'Immobile ripristinato',
} as const;

/**
 * Conti's commands on the own profile's properties, each confirmed by a toast; a delete can
 * be undone from it. `add` and `update` let a LedgerError through, for the form.
 */
export function usePropertyActions(today: string) {
  const db = useLedger();
  return {
    add: async (draft: PropertyDraft) => {
      await addProperty(db, draft, today);
      showSuccess(PROPERTY_MESSAGES_SHOWN.added);
    },
    update: async (id: string, changes: PropertyChanges) => {
      await updateProperty(db, id, changes, today);
      showSuccess(PROPERTY_MESSAGES_SHOWN.updated);
    },
    remove: async (property: LedgerProperty) => {
      try {
        const deleted = await deleteProperty(db, property.id);
        showUndo(PROPERTY_MESSAGES_SHOWN.deleted, () => {
          restoreProperty(db, deleted)
            .then(() => showSuccess(PROPERTY_MESSAGES_SHOWN.restored))
            .catch(reportRefusal);
        });
      } catch (error) {
        reportRefusal(error);
      }
    },
  };
}
