import { useState } from 'react';
import { formatDate } from '@traguardo/domain/format';
import { OPERATION_KIND_LABELS, type PositionClass } from '@traguardo/domain/position-schemas';
import { deleteOperation, restoreOperation } from '@traguardo/ledger/position-commands';
import { type PositionEntry } from '@traguardo/ledger/position-queries';
import { ConfirmDialog } from '@traguardo/ui/dialog';
import { showSuccess, showUndo } from '@traguardo/ui/toast';
import { useLedger } from '../../ledger/use-ledger';
import { reportRefusal } from '../../ledger/report-refusal';
import { operationSummary } from './position-operations';

type OperationDeleteDialogProps = {
  entry: PositionEntry;
  positionName: string;
  positionClass: PositionClass;
  today: string;
  onClose: () => void;
};

/**
 * Asks before deleting an "Acquisto" or a "Vendita"; the toast that follows can take it back.
 * A purchase a later sale needs is refused with the ledger's Italian message, nothing deleted.
 */
export function OperationDeleteDialog({
  entry,
  positionName,
  positionClass,
  today,
  onClose,
}: OperationDeleteDialogProps) {
  const db = useLedger();
  const [busy, setBusy] = useState(false);
  const what = `${OPERATION_KIND_LABELS[entry.kind]} del ${formatDate(entry.date)}`;
  const deletedWord = entry.kind === 'vendita' ? 'eliminata' : 'eliminato';

  async function confirm() {
    if (busy) return;
    setBusy(true);
    try {
      const deleted = await deleteOperation(db, entry.id, today);
      onClose();
      showUndo(`${what} ${deletedWord}: ${positionName}`, () => {
        restoreOperation(db, deleted, today)
          .then(() => showSuccess('Operazione ripristinata', `${what}, ${positionName}`))
          .catch(reportRefusal);
      });
    } catch (error) {
      onClose();
      reportRefusal(error);
    }
  }

  return (
    <ConfirmDialog
      open
      title="Eliminare l’operazione?"
      description={`${what} di ${positionName} (${operationSummary(entry, positionClass)}) sarà ${deletedWord}. Potrai annullare subito dopo.`}
      confirmLabel={busy ? 'Eliminazione…' : 'Elimina'}
      tone="danger"
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
