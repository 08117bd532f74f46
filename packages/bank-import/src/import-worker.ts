import { connectWorker, type WorkerConnection } from '@traguardo/app-runtime/worker-rpc';
import type { ImportWorkerApi } from './import-worker-api';

/**
 * Starts the import worker (import.worker.ts) and connects to it. Pass the file's bytes
 * with `transfer([bytes], 'readFile', bytes, profiles, null)` so they move, not copy; close
 * the connection when the import dialog closes.
 */
export function startImportWorker(): WorkerConnection<ImportWorkerApi> {
  return connectWorker<ImportWorkerApi>(
    () =>
      new Worker(new URL('./import.worker.ts', import.meta.url), {
        type: 'module',
        name: 'importa-movimenti',
      }),
  );
}
