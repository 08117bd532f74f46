import { useState } from 'react';
import {
  type ClientImportBatch,
  listClientImports,
} from '@traguardo/client-book/client-import-batches';
import { formatCount, formatDate } from '@traguardo/domain/format';
import { Button } from '@traguardo/ui/button';
import { ConfirmDialog } from '@traguardo/ui/dialog';
import { showError, showSuccess } from '@traguardo/ui/toast';
import { useBook, useBookQuery } from '../../data/use-book';
import { createClientImporter } from './client-importer';

const UNDO = 'Annulla importazione';

const whatItDid = (batch: ClientImportBatch) =>
  `${formatCount(batch.added, 'cliente nuovo', 'clienti nuovi')}, ${formatCount(batch.updated, 'aggiornato', 'aggiornati')}`;

/**
 * "Importazioni" of the open book: each import (a CSV, an investor's file) with its date,
 * file and counts, and "Annulla importazione" after a confirmation; nothing when none.
 */
export function ClientImports() {
  const book = useBook();
  const batches = useBookQuery(listClientImports, []);
  const [undoing, setUndoing] = useState<ClientImportBatch | null>(null);
  if (batches === undefined || batches.length === 0) return null;

  async function undo(batch: ClientImportBatch) {
    const importer = createClientImporter();
    try {
      const answer = await importer.undo(book.book, batch.id);
      if (answer.ok)
        showSuccess('Importazione annullata', `${batch.fileName}: ${whatItDid(batch)} annullati.`);
      else showError('Importazione non annullata', answer.message);
    } finally {
      importer.close();
    }
  }

  return (
    <details className="rounded-2xl border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer text-sm font-medium text-slate-800">
        {`Importazioni (${batches.length})`}
      </summary>
      <ul aria-label="Importazioni" className="mt-3 divide-y divide-slate-100">
        {batches.map((batch) => (
          <li key={batch.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-900">{batch.fileName}</p>
              <p className="text-sm text-slate-600">
                {formatDate(batch.importedAt)} · {whatItDid(batch)}
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`${UNDO} ${batch.fileName}`}
              onClick={() => setUndoing(batch)}
            >
              {UNDO}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={undoing !== null}
        title="Annullare questa importazione?"
        description={
          undoing === null
            ? ''
            : `${undoing.fileName}: i clienti aggiunti vengono tolti e quelli aggiornati tornano com’erano prima (${whatItDid(undoing)}).`
        }
        confirmLabel={UNDO}
        cancelLabel="Mantieni"
        tone="danger"
        onConfirm={() => {
          if (undoing !== null) void undo(undoing);
          setUndoing(null);
        }}
        onClose={() => setUndoing(null)}
      />
    </details>
  );
}
