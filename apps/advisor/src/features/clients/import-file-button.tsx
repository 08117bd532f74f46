import { lazy, Suspense, useState } from 'react';
import { FileInput } from 'lucide-react';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { type ClientImportRow } from '@traguardo/domain/client-import-plan';
import {
  INVESTOR_FILE_MAX_BYTES,
  INVESTOR_FILE_MESSAGES,
  readInvestorFile,
} from '@traguardo/domain/investor-file';
import { buttonClassName } from '@traguardo/ui/button';
import { showError } from '@traguardo/ui/toast';

const ImportFileDialog = lazy(() =>
  import('./import-file-dialog').then((m) => ({ default: m.ImportFileDialog })),
);

/** 'Importa fascicolo': reads an investor's file; a bad one is refused in Italian, unchanged. */
export function ImportFileButton() {
  const [row, setRow] = useState<ClientImportRow | undefined>();

  async function read(picked: File) {
    const reading =
      picked.size > INVESTOR_FILE_MAX_BYTES
        ? { ok: false as const, message: INVESTOR_FILE_MESSAGES.tooBig }
        : readInvestorFile(await picked.text(), todayLocalDate());
    if (!reading.ok) {
      showError('Fascicolo non valido', reading.message);
      return;
    }
    setRow(reading.row);
  }

  return (
    <>
      <label className={buttonClassName({ variant: 'secondary', className: 'cursor-pointer' })}>
        <FileInput className="size-5" aria-hidden="true" />
        Importa fascicolo
        <input
          type="file"
          accept=".json,application/json"
          className="sr-only"
          onChange={(event) => {
            const picked = event.target.files?.[0];
            event.target.value = '';
            if (picked !== undefined) void read(picked);
          }}
        />
      </label>
      {row !== undefined && (
        <Suspense fallback={null}>
          <ImportFileDialog row={row} onClose={() => setRow(undefined)} />
        </Suspense>
      )}
    </>
  );
}
