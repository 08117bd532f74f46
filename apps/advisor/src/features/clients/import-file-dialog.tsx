import { useEffect, useState } from 'react';
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { importClients, previewClientImport } from '@traguardo/client-book/client-commands';
import { CLIENT_FIELD_LABELS, CLIENT_FIELDS, clientDraftOf } from '@traguardo/domain/client-draft';
import { type ClientImportPlan, type ClientImportRow } from '@traguardo/domain/client-import-plan';
import { formatDate } from '@traguardo/domain/format';
import { Button } from '@traguardo/ui/button';
import { showError, showSuccess } from '@traguardo/ui/toast';
import { useBook } from '../../data/use-book';

type ImportFileDialogProps = { row: ClientImportRow; onClose: () => void };

/**
 * 'Importa fascicolo': says whether the file creates a client or updates the one with its
 * email, and what changes; nothing is written until 'Importa'.
 */
export function ImportFileDialog({ row, onClose }: ImportFileDialogProps) {
  const book = useBook();
  const [plan, setPlan] = useState<ClientImportPlan | undefined>();

  useEffect(() => {
    let current = true;
    void previewClientImport(book, [row]).then((next) => {
      if (current) setPlan(next);
    });
    return () => {
      current = false;
    };
  }, [book, row]);

  async function confirm() {
    try {
      const done = await importClients(book, [row], `Fascicolo di ${row.fields.name}`);
      showSuccess(
        'Fascicolo importato',
        done.added.length > 0
          ? `Cliente aggiunto dal fascicolo: ${row.fields.name}.`
          : `I dati di ${row.fields.name} sono aggiornati.`,
      );
      onClose();
    } catch {
      showError('Fascicolo non importato', 'Nulla è stato cambiato: riprova.');
    }
  }

  const update = plan?.updated[0];
  const before = update === undefined ? undefined : clientDraftOf(update.before);
  const after = clientDraftOf(row.fields);
  const changes =
    before === undefined ? [] : CLIENT_FIELDS.filter((field) => before[field] !== after[field]);
  const writes = plan !== undefined && plan.added.length + plan.updated.length > 0;

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel className="w-full max-w-lg space-y-4 rounded-2xl bg-white p-5 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">
            Importa fascicolo
          </DialogTitle>
          <Description className="text-sm text-slate-700">
            {`Fascicolo di ${row.fields.name} (${row.fields.email}) del ${formatDate(row.fileDate ?? row.fields.lastContact)}.`}
          </Description>
          {plan !== undefined && plan.added.length > 0 && (
            <p className="text-sm text-slate-800">
              Crea un nuovo cliente con i dati del fascicolo.
            </p>
          )}
          {update !== undefined && before !== undefined && (
            <div className="space-y-2 text-sm text-slate-800">
              <p>Aggiorna il cliente con la stessa email. Cambia:</p>
              <ul aria-label="Modifiche" className="list-disc space-y-1 pl-5">
                {changes.map((field) => (
                  <li key={field}>
                    {`${CLIENT_FIELD_LABELS[field]}: ${before[field]} → ${after[field]}`}
                  </li>
                ))}
                <li>Obiettivi, allocazione e data del fascicolo</li>
              </ul>
            </div>
          )}
          {plan !== undefined && !writes && (
            <p className="text-sm text-slate-800">
              Il cliente ha già questi dati: l’importazione non cambierebbe nulla.
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              Annulla
            </Button>
            <Button disabled={!writes} onClick={() => void confirm()}>
              Importa
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
