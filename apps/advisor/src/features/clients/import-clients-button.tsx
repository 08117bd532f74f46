import { lazy, Suspense, useEffect, useState } from 'react';
import { FileUp } from 'lucide-react';
import { readClientsCsvFile } from '@traguardo/domain/clients-csv-file';
import { showError } from '@traguardo/ui/toast';
import { FilePickButton } from '../../components/file-pick-button';
import { type ClientImporter, createClientImporter } from './client-importer';

// The dialog (and the CSV reader, papaparse) load when a file is chosen.
const ImportClientsDialog = lazy(() =>
  import('./import-clients-dialog').then((m) => ({ default: m.ImportClientsDialog })),
);

/** The largest client list read (about 20,000 rows of the export's layout). */
const MAX_BYTES = 10 * 1024 * 1024;

/** 'Importa clienti': picks a CSV, then the import dialog shows what it will do. */
export function ImportClientsButton() {
  const [file, setFile] = useState<
    { name: string; text: string; importer: ClientImporter } | undefined
  >();

  // Leaving Clienti with the dialog open ends its worker too.
  useEffect(() => () => file?.importer.close(), [file]);

  async function read(picked: File) {
    if (picked.size > MAX_BYTES) {
      showError('File troppo grande', 'Il file dei clienti può pesare al massimo 10 MB.');
      return;
    }
    // Decoded as the bank import decodes a statement: Excel's Windows-1252 "CSV" too.
    const reading = readClientsCsvFile(new Uint8Array(await picked.arrayBuffer()));
    if (!reading.ok) {
      showError('File non importato', `${picked.name}: ${reading.message}`);
      return;
    }
    // The worker starts now, while the dialog's code loads.
    const importer = createClientImporter();
    setFile({ name: picked.name, text: reading.text, importer });
  }

  return (
    <>
      <FilePickButton
        label="Importa clienti"
        icon={FileUp}
        accept=".csv,text/csv"
        onPick={(picked) => void read(picked)}
      />
      {file !== undefined && (
        <Suspense fallback={null}>
          <ImportClientsDialog
            fileName={file.name}
            text={file.text}
            importer={file.importer}
            onClose={() => setFile(undefined)}
          />
        </Suspense>
      )}
    </>
  );
}
