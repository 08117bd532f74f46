import { useEffect, useState } from 'react';
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { BookError } from '@traguardo/client-book/book-error';
import { importClients } from '@traguardo/client-book/client-commands';
import { type ClientFileReading } from '@traguardo/client-book/client-import-api';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import {
  type ClientColumnMapping,
  type ClientFileContent,
  CLIENTS_CSV_IMPORT_MESSAGES,
} from '@traguardo/domain/clients-csv-import';
import { CLIENTS_FILE_MESSAGES } from '@traguardo/domain/clients-file';
import { formatCount } from '@traguardo/domain/format';
import { Button } from '@traguardo/ui/button';
import { showError, showSuccess } from '@traguardo/ui/toast';
import { useBook } from '../../data/use-book';
import { type ClientImporter } from './client-importer';
import { createClientWorkbookReader } from './client-workbook-reader';
import { ColumnMapping } from './column-mapping';
import { ImportPreview } from './import-preview';

/** The file as picked: a CSV's text, or an Excel workbook's bytes (read once the dialog opens). */
export type ClientFilePick =
  { format: 'csv'; text: string } | { format: 'xlsx'; bytes: Uint8Array };

type ImportClientsDialogProps = {
  fileName: string;
  file: ClientFilePick;
  /** Reads and plans the file (its caller closes it). */
  importer: ClientImporter;
  onClose: () => void;
};

/**
 * 'Importa clienti': the file's columns (mapped, unless it is in the layout 'Esporta'
 * writes), then what the import will do; nothing is written until 'Importa' is pressed.
 * Reading, checking and planning run in the client-import worker; the page writes the rows
 * in one bulk transaction.
 */
export function ImportClientsDialog({
  fileName,
  file,
  importer,
  onClose,
}: ImportClientsDialogProps) {
  const db = useBook();
  const book = db.book;
  const [today] = useState(todayLocalDate);
  // A CSV's text goes as it is; a workbook becomes rows first (its refusal, if any, shown).
  const [content, setContent] = useState<ClientFileContent | { refused: string } | undefined>(
    file.format === 'csv' ? file : undefined,
  );
  // null: the mapping the file suggests (the export's own, or from its headers' words).
  const [mapping, setMapping] = useState<ClientColumnMapping | null>(null);
  // The reading of the file and mapping on screen: one of an earlier mapping is not shown.
  const [read, setRead] = useState<{
    of: ClientColumnMapping | null;
    reading: ClientFileReading;
  }>();
  const reading = read !== undefined && read.of === mapping ? read.reading : undefined;
  // The file as last read: its columns stay on screen while another mapping is read.
  const shown = read?.reading;
  const [saving, setSaving] = useState(false);
  const [unreadable, setUnreadable] = useState(false);

  useEffect(() => {
    if (file.format !== 'xlsx') return;
    let current = true;
    const reader = createClientWorkbookReader();
    // Once read, the worker (and exceljs with the workbook) is not needed any more.
    const reading = reader.read(file.bytes).finally(() => reader.close());
    reading.then(
      (reading) => {
        if (current)
          setContent(
            reading.ok ? { format: 'xlsx', table: reading.table } : { refused: reading.message },
          );
      },
      () => {
        if (current) setContent({ refused: CLIENTS_FILE_MESSAGES.workbookNotRead });
      },
    );
    return () => {
      current = false;
      reader.close();
    };
  }, [file]);

  useEffect(() => {
    if (content === undefined || 'refused' in content) return;
    let current = true;
    importer.read(book, content, mapping, today).then(
      (next) => {
        if (!current) return;
        setRead({ of: mapping, reading: next });
        // A reading that failed before (of another mapping) no longer stands.
        setUnreadable(false);
      },
      () => {
        if (current) setUnreadable(true);
      },
    );
    return () => {
      current = false;
    };
  }, [importer, book, content, mapping, today]);

  async function confirm() {
    if (reading === undefined) return;
    setSaving(true);
    try {
      const done = await importClients(db, reading.rows, fileName);
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

  const refused = content !== undefined && 'refused' in content ? content.refused : undefined;
  const plan = reading?.plan ?? null;
  const writes = plan === null ? 0 : plan.added + plan.updated;
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel className="w-full max-w-2xl space-y-4 rounded-2xl bg-white p-5 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">
            Importa clienti
          </DialogTitle>
          <Description className="text-sm text-slate-600">
            {shown === undefined
              ? `${fileName}${refused === undefined ? ': lettura del file…' : '.'} `
              : `${fileName}: ${formatCount(shown.rowCount, 'riga', 'righe')}. `}
            {shown === undefined
              ? null
              : shown.exportLayout
                ? 'Il file è nel formato di «Esporta».'
                : 'Il file ha un formato diverso da quello di «Esporta»: scegli quale colonna va in ogni campo.'}{' '}
            Nulla viene salvato finché non confermi.
          </Description>
          {refused !== undefined && (
            <p role="alert" className="text-sm text-red-800">
              {refused}
            </p>
          )}
          {unreadable && (
            <p role="alert" className="text-sm text-red-800">
              {CLIENTS_CSV_IMPORT_MESSAGES.notCsv}
            </p>
          )}
          {shown !== undefined && shown.rowCount === 0 && (
            <p role="alert" className="text-sm text-red-800">
              {CLIENTS_CSV_IMPORT_MESSAGES.empty}
            </p>
          )}
          {shown !== undefined && !shown.exportLayout && shown.rowCount > 0 && (
            <ColumnMapping
              headers={shown.headers}
              mapping={mapping ?? shown.mapping}
              onChange={setMapping}
            />
          )}
          {reading === undefined || reading.rowCount === 0 ? null : reading.missing.length > 0 ? (
            <ul className="text-sm text-red-800">
              {reading.missing.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : (
            plan !== null && (
              <ImportPreview
                added={plan.added}
                updated={plan.updated}
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
