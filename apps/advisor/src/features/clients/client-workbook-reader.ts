import { connectWorker, type WorkerConnection } from '@traguardo/app-runtime/worker-rpc';
import type {
  ClientsWorkbookApi,
  ClientsWorkbookReading,
} from '@traguardo/client-book/clients-workbook';

type Api = ClientsWorkbookApi;

function startClientWorkbookWorker(): WorkerConnection<Api> {
  return connectWorker<Api>(
    () =>
      new Worker(new URL('./client-workbook.worker.ts', import.meta.url), {
        type: 'module',
        name: 'leggi-excel-clienti',
      }),
  );
}

/**
 * Reads one .xlsx of clients into rows, in the workbook worker only: exceljs on the page
 * would bring the bundler's shared runtime into Clienti's first load. Where the worker
 * cannot start, `read` rejects and the dialog says so (a CSV still imports).
 */
export type ClientWorkbookReader = {
  read(bytes: Uint8Array): Promise<ClientsWorkbookReading>;
  close(): void;
};

export function createClientWorkbookReader(
  start: () => WorkerConnection<Api> = startClientWorkbookWorker,
): ClientWorkbookReader {
  let worker: WorkerConnection<Api> | undefined;
  return {
    read: (bytes) => (worker ??= start()).call('read', bytes),
    close: () => {
      worker?.close();
      worker = undefined;
    },
  };
}
