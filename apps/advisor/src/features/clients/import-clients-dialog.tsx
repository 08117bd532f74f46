import { useEffect, useMemo, useState } from 'react';
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { BookError } from '@traguardo/client-book/book-error';
import { importClients, previewClientImport } from '@traguardo/client-book/client-commands';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { type ClientImportPlan } from '@traguardo/domain/client-import-plan';
import {
  type ClientColumnMapping,
  CLIENTS_CSV_IMPORT_MESSAGES,
  isExportLayout,
  missingColumns,
  readClientRows,
  readClientsCsvTable,
  suggestColumnMapping,
} from '@traguardo/domain/clients-csv-import';
import { formatCount } from '@traguardo/domain/format';
import { Button } from '@traguardo/ui/button';
import { showError, showSuccess } from '@traguardo/ui/toast';
import { useBook } from '../../data/use-book';
import { ColumnMapping } from './column-mapping';
import { ImportPreview } from './import-preview';

type ImportClientsDialogProps = { fileName: string; text: string; onClose: () => void };

/**
 * 'Importa clienti': the file's columns (mapped, unless it is in the layout 'Esporta'
 * writes), then what the import will do; nothing is written until 'Importa' is pressed.
 */
export function ImportClientsDialog({ fileName, text, onClose }: ImportClientsDialogProps) {
  const book = useBook();
  const table = useMemo(() => readClientsCsvTable(text), [text]);
  const exportLayout = isExportLayout(table.headers);
  const [mapping, setMapping] = useState<ClientColumnMapping>(() =>
    suggestColumnMapping(table.headers),
  );
  const [today] = useState(todayLocalDate);
  const missing = missingColumns(mapping);
  const reading = useMemo(
    () => (missingColumns(mapping).length > 0 ? undefined : readClientRows(table, mapping, today)),
    [table, mapping, today],
  );
  // The plan of the reading on screen: one of an earlier mapping is not shown.
  const [previewed, setPreviewed] = useState<{ of: typeof reading; plan: ClientImportPlan }>();
  const plan = previewed !== undefined && previewed.of === reading ? previewed.plan : undefined;
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    if (reading !== undefined) {
      void previewClientImport(book, reading.rows).then((next) => {
        if (current) setPreviewed({ of: reading, plan: next });
      });
    }
    return () => {
      current = false;
    };
  }, [book, reading]);

  async function confirm() {
    if (reading === undefined) return;
    setSaving(true);
    try {
      const done = await importClients(book, reading.rows);
      showSuccess(
        'Importazione completata',
        `${formatCount(done.added.length, 'cliente nuovo', 'clienti nuovi')}, ${formatCount(done.updated.length, 'aggiornato', 'aggiornati')}.`,
      );
      onClose();
    } catch (error) {
      showError(
        'Importazione non riuscita',
        error instanceof BookError ? error.message : 'Nessun cliente è stato importato: riprova.',
      );
    } finally {
      setSaving(false);
    }
  }

  const writes = plan === undefined ? 0 : plan.added.length + plan.updated.length;
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel className="w-full max-w-2xl space-y-4 rounded-2xl bg-white p-5 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">
            Importa clienti
          </DialogTitle>
          <Description className="text-sm text-slate-600">
            {`${fileName}: ${formatCount(table.rows.length, 'riga', 'righe')}. `}
            {exportLayout
              ? 'Il file è nel formato di «Esporta».'
              : 'Il file ha un formato diverso da quello di «Esporta»: scegli quale colonna va in ogni campo.'}{' '}
            Nulla viene salvato finché non confermi.
          </Description>
          {table.rows.length === 0 && (
            <p role="alert" className="text-sm text-red-800">
              {CLIENTS_CSV_IMPORT_MESSAGES.empty}
            </p>
          )}
          {!exportLayout && table.rows.length > 0 && (
            <ColumnMapping headers={table.headers} mapping={mapping} onChange={setMapping} />
          )}
          {table.rows.length === 0 ? null : missing.length > 0 ? (
            <ul className="text-sm text-red-800">
              {missing.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : (
            reading !== undefined &&
            plan !== undefined && (
              <ImportPreview
                added={plan.added.length}
                updated={plan.updated.length}
                unchanged={plan.unchanged}
                rejected={reading.rejected}
              />
            )
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              Annulla
            </Button>
            <Button disabled={writes === 0 || saving} onClick={() => void confirm()}>
              Importa
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
