import { workerOrHere } from '@traguardo/app-runtime/worker-or-here';
import { connectWorker, type WorkerConnection } from '@traguardo/app-runtime/worker-rpc';
import type { ClientImportApi } from '@traguardo/client-book/client-import-api';
import { bookOf } from '../../data/book-connection';

type Api = ClientImportApi;

/** 'Importa clienti': each call runs in the client-import worker, or here when it cannot start. */
export type ClientImporter = Pick<Api, 'read' | 'undo'> & { close(): void };

function startClientImportWorker(): WorkerConnection<Api> {
  return connectWorker<Api>(
    () =>
      new Worker(new URL('./client-import.worker.ts', import.meta.url), {
        type: 'module',
        name: 'importa-clienti',
      }),
  );
}

/** The same API on this thread, on the page's open books: its code (papaparse, the checks) is fetched only then. */
async function importerHere(): Promise<Api> {
  const { clientImportApi } = await import('@traguardo/client-book/client-import-api');
  return clientImportApi(bookOf);
}

/**
 * The importer of one dialog. Where the worker cannot start or stops, that call and every
 * later one run on this thread, on the page's open books.
 */
export function createClientImporter(
  start: () => WorkerConnection<Api> = startClientImportWorker,
): ClientImporter {
  const importer = workerOrHere(start, importerHere);
  return {
    read: (...args) =>
      importer.run(
        (worker) => worker.call('read', ...args),
        (api) => api.read(...args),
      ),
    undo: (...args) =>
      importer.run(
        (worker) => worker.call('undo', ...args),
        (api) => api.undo(...args),
      ),
    close: () => importer.close(),
  };
}
