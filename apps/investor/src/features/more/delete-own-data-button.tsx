import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@traguardo/ui/button';
import { ConfirmDialog } from '@traguardo/ui/dialog';
import { showError, showSuccess } from '@traguardo/ui/toast';
import { deleteOwnData } from '../../stores/delete-own-data';

/** "Elimina i tuoi dati": the own profile back to empty, after a confirmation. */
export function DeleteOwnDataButton() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (busy) return;
    setBusy(true);
    try {
      await deleteOwnData();
      setOpen(false);
      showSuccess('Dati eliminati', 'Il profilo «I miei dati» ora è vuoto.');
    } catch {
      setOpen(false);
      showError('Eliminazione non riuscita', 'I tuoi dati sono rimasti com’erano. Riprova.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="danger" size="sm" icon={Trash2} onClick={() => setOpen(true)}>
        Elimina i tuoi dati
      </Button>
      <ConfirmDialog
        open={open}
        title="Eliminare i tuoi dati?"
        description="Conti, movimenti, categorie, budget, obiettivi, documenti, chat e piano scelto del profilo «I miei dati» saranno cancellati da questo dispositivo. Non si può annullare: potrai riaverli solo ripristinando un backup che hai esportato prima. La demo non cambia."
        confirmLabel={busy ? 'Eliminazione…' : 'Elimina'}
        tone="danger"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
