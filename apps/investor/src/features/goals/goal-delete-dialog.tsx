import { useState } from 'react';
import { type LedgerGoal } from '@traguardo/domain/ledger-schemas';
import { deleteGoal, restoreGoal } from '@traguardo/ledger/goal-commands';
import { type LedgerDatabase } from '@traguardo/ledger/ledger-database';
import { LedgerError } from '@traguardo/ledger/ledger-error';
import { ConfirmDialog } from '@traguardo/ui/dialog';
import { showError, showSuccess, showUndo } from '@traguardo/ui/toast';
import { useLedger } from '../../ledger/use-ledger';

async function undo(db: LedgerDatabase, goal: LedgerGoal) {
  try {
    await restoreGoal(db, goal);
    showSuccess('Obiettivo ripristinato', `${goal.name} è di nuovo tra i tuoi obiettivi.`);
  } catch (error) {
    showError(
      'Obiettivo non ripristinato',
      error instanceof LedgerError ? error.message : 'Riprova.',
    );
  }
}

/** Asks before deleting a goal; the toast that follows can put it back. */
export function GoalDeleteDialog({ goal, onClose }: { goal: LedgerGoal; onClose: () => void }) {
  const db = useLedger();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (busy) return;
    setBusy(true);
    try {
      const deleted = await deleteGoal(db, goal.id);
      onClose();
      showUndo(`Obiettivo eliminato: ${deleted.name}`, () => void undo(db, deleted));
    } catch (error) {
      onClose();
      showError(
        'Obiettivo non eliminato',
        error instanceof LedgerError ? error.message : 'Riprova.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open
      title="Eliminare l’obiettivo?"
      description={`«${goal.name}» sarà eliminato. Potrai annullare subito dopo.`}
      confirmLabel={busy ? 'Eliminazione…' : 'Elimina'}
      tone="danger"
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
