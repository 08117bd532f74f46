import { commitImport, type ImportDraft } from '@traguardo/ledger/import-commands';
import type { ImportBatch } from '@traguardo/ledger/import-tables';
import type { ImportWriterApi } from '@traguardo/ledger/import-writer-api';
import type { LedgerDatabase } from '@traguardo/ledger/ledger-database';
import { LedgerError } from '@traguardo/ledger/ledger-error';
import { workerOrHere } from '@traguardo/app-runtime/worker-or-here';
import { connectWorker, type WorkerConnection } from '@traguardo/app-runtime/worker-rpc';

/** Starts the import writer (import-writer.worker.ts) and connects to it. */
function startImportWriter(): WorkerConnection<ImportWriterApi> {
  return connectWorker<ImportWriterApi>(
    () =>
      new Worker(new URL('./import-writer.worker.ts', import.meta.url), {
        type: 'module',
        name: 'scrivi-importazione',
      }),
  );
}

/** Writes confirmed imports: in the writer worker, or on this thread when it cannot start. */
export type ImportWriter = {
  /** Writes the batch into `db` (the open profile's ledger); refusals throw a LedgerError. */
  commit: (db: LedgerDatabase, draft: ImportDraft) => Promise<ImportBatch>;
  /** Starts the worker and opens `db`'s ledger there, ahead of the first commit. */
  warm: (db: LedgerDatabase) => void;
  close: () => void;
};

/**
 * The import's one writer. Where the worker cannot start or stops, this commit and every
 * later one run on this thread (commitImport in short slices).
 */
export function createImportWriter(
  start: () => WorkerConnection<ImportWriterApi> = startImportWriter,
): ImportWriter {
  // The commit on this thread needs nothing more to load: commitImport is already here.
  const writer = workerOrHere(start, async () => commitImport);
  return {
    commit: (db, draft) =>
      writer.run(
        async (worker) => {
          const answer = await worker.call('commit', db.profile, draft, new Date().toISOString());
          if (answer.ok) return answer.batch;
          throw new LedgerError(answer.code, answer.message);
        },
        (commitHere) => commitHere(db, draft),
      ),
    warm(db) {
      // A worker that fails here is found out by the first commit, which then runs here.
      writer
        .warm()
        ?.call('warm', db.profile)
        .catch(() => undefined);
    },
    close: () => writer.close(),
  };
}
