// Loaded on demand (when the Dashboard Vitali is idle, or by 'Esporta'): papaparse is only
// in the CSV worker, which this starts and keeps for the life of the screen.
import { type ClientBookName } from '@traguardo/client-book/books';
import { type Client } from '@traguardo/domain/entities';
import { connectWorker } from '@traguardo/app-runtime/worker-rpc';
import { type ClientsCsvWorker } from './clients-csv-api';

/** The CSV writer of the advisor's clients: its worker reads the open book itself. */
export interface ClientsCsvWriter {
  /** The CSV file of `shown`, clients of `book`. */
  write(book: ClientBookName, shown: readonly Client[]): Promise<Blob>;
  /** Ends the worker. */
  close(): void;
}

/**
 * Starts the worker, ready before the first write.
 * A worker that cannot start or stops rejects the write, which the screen reports.
 */
export function openClientsCsvWriter(): ClientsCsvWriter {
  const worker = connectWorker<ClientsCsvWorker>(
    () =>
      new Worker(new URL('./clients-csv.worker.ts', import.meta.url), {
        type: 'module',
        name: 'clients-csv',
      }),
  );
  return {
    write: (book, shown) =>
      worker.call(
        'write',
        book,
        shown.map((client) => client.id),
      ),
    close: worker.close,
  };
}
