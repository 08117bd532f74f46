import { useState } from 'react';
import { FileUp } from 'lucide-react';
import { type ClientsCsvTable, readClientsCsvTable } from '@traguardo/domain/clients-csv-import';
import { buttonClassName } from '@traguardo/ui/button';
import { showError } from '@traguardo/ui/toast';
import { ImportClientsDialog } from './import-clients-dialog';

/** The largest client list read (about 20,000 rows of the export's layout). */
const MAX_BYTES = 10 * 1024 * 1024;

/** 'Importa clienti': picks a CSV, then the import dialog shows what it will do. */
export function ImportClientsButton() {
  const [file, setFile] = useState<{ name: string; table: ClientsCsvTable } | undefined>();

  async function read(picked: File) {
    if (picked.size > MAX_BYTES) {
      showError('File troppo grande', 'Il file dei clienti può pesare al massimo 10 MB.');
      return;
    }
    const table = readClientsCsvTable(await picked.text());
    if (table.rows.length === 0) {
      showError('Nessun cliente nel file', 'Il file è vuoto o non contiene righe di clienti.');
      return;
    }
    setFile({ name: picked.name, table });
  }

  return (
    <>
      <label className={buttonClassName({ variant: 'secondary', className: 'cursor-pointer' })}>
        <FileUp className="size-5" aria-hidden="true" />
        Importa clienti
        <input
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          onChange={(event) => {
            const picked = event.target.files?.[0];
            event.target.value = '';
            if (picked !== undefined) void read(picked);
          }}
        />
      </label>
      {file !== undefined && (
        <ImportClientsDialog
          fileName={file.name}
          table={file.table}
          onClose={() => setFile(undefined)}
        />
      )}
    </>
  );
}
