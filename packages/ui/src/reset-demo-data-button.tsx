import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from './dialog';
import { showError, showSuccess } from './toast';
import { Button } from './button';

type ResetDemoDataButtonProps = {
  /** Restores the sample data everywhere (state, stored values, stored files). */
  onReset: () => Promise<void> | void;
  /** What is lost, in the dialog: 'obiettivi, conti collegati, documenti caricati e chat'. */
  lostData: string;
  /** What the reset never touches, one sentence said after it, in the dialog and the toast. */
  kept?: string;
};

/** 'Ripristina dati demo' behind a confirmation dialog. */
export function ResetDemoDataButton({ onReset, lostData, kept }: ResetDemoDataButtonProps) {
  const keptSentence = kept === undefined ? '' : ` ${kept}`;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onReset();
      setOpen(false);
      showSuccess('Dati demo ripristinati', `L'app è tornata ai dati di esempio.${keptSentence}`);
    } catch {
      showError('Ripristino non riuscito', 'I tuoi dati sono rimasti com’erano. Riprova.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)} variant="danger" size="sm" icon={RotateCcw}>
        Ripristina dati demo
      </Button>
      <ConfirmDialog
        open={open}
        title="Ripristinare i dati demo?"
        description={`Le tue modifiche (${lostData}) saranno sostituite dai dati di esempio.${keptSentence} L'operazione non si può annullare.`}
        confirmLabel={busy ? 'Ripristino…' : 'Ripristina'}
        tone="danger"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
