import { useState } from 'react';
import { type VaultDocument } from '@traguardo/domain/entities';
import { ConfirmDialog } from '@traguardo/ui/dialog';
import { showError, showSuccess, showUndo } from '@traguardo/ui/toast';
import { type DeletedDocument, useDocumentsStore } from '../../stores/documents-store';

async function undo(deleted: DeletedDocument) {
  try {
    await useDocumentsStore.getState().restore(deleted);
    showSuccess('Documento ripristinato', `${deleted.document.name} è di nuovo nel Vault.`);
  } catch {
    showError('Documento non ripristinato', 'Riprova.');
  }
}

/** Asks before deleting a document and its file; the toast that follows can put both back. */
export function DocumentDeleteDialog({
  document,
  onClose,
}: {
  document: VaultDocument;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (busy) return;
    setBusy(true);
    try {
      const deleted = await useDocumentsStore.getState().remove(document.id);
      onClose();
      if (deleted !== undefined)
        showUndo(`Documento eliminato: ${deleted.document.name}`, () => void undo(deleted));
    } catch {
      onClose();
      showError('Documento non eliminato', 'Riprova.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open
      title="Eliminare il documento?"
      description={`«${document.name}» sarà eliminato dal Vault insieme al suo file. Potrai annullare subito dopo.`}
      confirmLabel={busy ? 'Eliminazione…' : 'Elimina'}
      tone="danger"
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
