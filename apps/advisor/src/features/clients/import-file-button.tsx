import { lazy, Suspense, useState } from 'react';
import { FileInput } from 'lucide-react';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { type ClientImportRow } from '@traguardo/domain/client-import-plan';
import {
  INVESTOR_FILE_MAX_BYTES,
  INVESTOR_FILE_MESSAGES,
  readInvestorFile,
} from '@traguardo/domain/investor-file';
import { showError } from '@traguardo/ui/toast';
import { FilePickButton } from '../../components/file-pick-button';

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
      <FilePickButton
        label="Importa fascicolo"
        icon={FileInput}
        accept=".json,application/json"
        onPick={(picked) => void read(picked)}
      />
      {row !== undefined && (
        <Suspense fallback={null}>
          <ImportFileDialog row={row} onClose={() => setRow(undefined)} />
        </Suspense>
      )}
    </>
  );
}
