import { lazy, Suspense, useEffect, useState } from 'react';
import { FileUp } from 'lucide-react';
import { showError } from '@traguardo/ui/toast';
import { FilePickButton } from '../../components/file-pick-button';
import { type ClientImporter, createClientImporter } from './client-importer';
import type { ClientFilePick } from './import-clients-dialog';

// The dialog (and the CSV reader, papaparse) load when a file is chosen; exceljs only when
// the file is an Excel workbook, in a worker of its own.
const ImportClientsDialog = lazy(() =>
  import('./import-clients-dialog').then((m) => ({ default: m.ImportClientsDialog })),
);

/** The largest client list read (about 20,000 rows of the export's layout). */
const MAX_BYTES = 10 * 1024 * 1024;

/** 'Importa clienti': picks a CSV or an Excel workbook, then the import dialog shows what it will do. */
export function ImportClientsButton() {
  const [file, setFile] = useState<
    { name: string; file: ClientFilePick; importer: ClientImporter } | undefined
  >();

  // Leaving Clienti with the dialog open ends its worker too.
  useEffect(() => () => file?.importer.close(), [file]);

  async function read(picked: File) {
    if (picked.size > MAX_BYTES) {
      showError('File troppo grande', 'Il file dei clienti può pesare al massimo 10 MB.');
      return;
    }
    // A CSV decoded as the bank import decodes a statement (Excel's Windows-1252 "CSV" too),
    // an .xlsx passed on, an .xls refused. This code comes with the file, not in Clienti's first load.
    const [{ readClientsFile }, buffer] = await Promise.all([
      import('@traguardo/domain/clients-file'),
      picked.arrayBuffer(),
    ]);
    const bytes = new Uint8Array(buffer);
    const reading = readClientsFile(bytes);
    if (!reading.ok) {
      showError('File non importato', `${picked.name}: ${reading.message}`);
      return;
    }
    // The worker starts now, while the dialog's code loads.
    const importer = createClientImporter();
    setFile({
      name: picked.name,
      file:
        reading.format === 'csv'
          ? { format: 'csv', text: reading.text }
          : { format: 'xlsx', bytes },
      importer,
    });
  }

  return (
    <>
      <FilePickButton
        label="Importa clienti"
        icon={FileUp}
        accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onPick={(picked) => void read(picked)}
      />
      {file !== undefined && (
        <Suspense fallback={null}>
          <ImportClientsDialog
            fileName={file.name}
            file={file.file}
            importer={file.importer}
            onClose={() => setFile(undefined)}
          />
        </Suspense>
      )}
    </>
  );
}
