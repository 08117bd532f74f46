import { formatCount, formatDate } from '@traguardo/domain/format';
import {
  type ImportBatchSummary,
  listImportBatches,
  undoImport,
} from '@traguardo/ledger/import-commands';
import { LedgerError } from '@traguardo/ledger/ledger-error';
import { Button } from '@traguardo/ui/button';
import { SectionCard } from '@traguardo/ui/card';
import { ConfirmDialog } from '@traguardo/ui/dialog';
import { showError, showSuccess } from '@traguardo/ui/toast';
import { useState } from 'react';
import { useLedger, useLedgerQuery } from '../../ledger/use-ledger';
import { IMPORT_TEXTS, undoDescription, undoneMessage } from './import-texts';

type ImportBatchListProps = { accountNames: ReadonlyMap<string, string> };

const localDay = (iso: string) => {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** "Importazioni": every import with its date, file, account and rows; each can be undone. */
export function ImportBatchList({ accountNames }: ImportBatchListProps) {
  const db = useLedger();
  const batches = useLedgerQuery((ledger) => listImportBatches(ledger), []);
  const [undoing, setUndoing] = useState<ImportBatchSummary | null>(null);

  async function undo(batch: ImportBatchSummary) {
    try {
      showSuccess(undoneMessage(await undoImport(db, batch.id)));
    } catch (error) {
      if (!(error instanceof LedgerError)) throw error;
      showError(error.message);
    }
  }

  return (
    <SectionCard title={IMPORT_TEXTS.batches}>
      {batches === undefined ? null : batches.length === 0 ? (
        <p className="text-sm text-slate-600">{IMPORT_TEXTS.noBatches}</p>
      ) : (
        <ul aria-label={IMPORT_TEXTS.batches} className="divide-y divide-slate-100">
          {batches.map((batch) => (
            <li key={batch.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{batch.fileName}</p>
                <p className="text-sm text-slate-600">
                  {formatDate(localDay(batch.importedAt))} ·{' '}
                  {accountNames.get(batch.accountId) ?? 'Conto eliminato'} ·{' '}
                  {formatCount(batch.rows, 'movimento', 'movimenti')}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`${IMPORT_TEXTS.undo} ${batch.fileName}`}
                onClick={() => setUndoing(batch)}
              >
                {IMPORT_TEXTS.undo}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={undoing !== null}
        title={IMPORT_TEXTS.undoTitle}
        description={undoing === null ? '' : undoDescription(undoing.fileName, undoing.rows)}
        confirmLabel={IMPORT_TEXTS.undo}
        cancelLabel="Mantieni"
        tone="danger"
        onConfirm={() => {
          if (undoing !== null) void undo(undoing);
          setUndoing(null);
        }}
        onClose={() => setUndoing(null)}
      />
    </SectionCard>
  );
}
