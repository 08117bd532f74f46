import {
  connectWorker,
  WorkerFailedError,
  type WorkerConnection,
} from '@traguardo/app-runtime/worker-rpc';
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

/**
 * The importer of one dialog. Where the worker cannot start or stops, that call and every
 * later one run on this thread, on the page's open books.
 */
export function createClientImporter(
  start: () => WorkerConnection<Api> = startClientImportWorker,
): ClientImporter {
  let connection: WorkerConnection<Api> | null = null;
  let local: Api | null = null;

  async function inWorker<T>(
    run: (worker: WorkerConnection<Api>) => Promise<T>,
    here: (api: Api) => Promise<T>,
  ): Promise<T> {
    if (local === null) {
      const worker = (connection ??= start());
      try {
        return await run(worker);
      } catch (error) {
        if (!(error instanceof WorkerFailedError)) throw error;
        connection = null;
        // The API's code (papaparse, the checks) is fetched here only when the worker failed.
        const { clientImportApi } = await import('@traguardo/client-book/client-import-api');
        local = clientImportApi(bookOf);
      }
    }
    return here(local);
  }

  return {
    read: (...args) =>
      inWorker(
        (worker) => worker.call('read', ...args),
        (api) => api.read(...args),
      ),
    undo: (...args) =>
      inWorker(
        (worker) => worker.call('undo', ...args),
        (api) => api.undo(...args),
      ),
    close() {
      connection?.close();
      connection = null;
    },
  };
}
