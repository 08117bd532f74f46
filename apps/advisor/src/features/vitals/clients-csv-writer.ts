// Loaded on demand (when the Dashboard Vitali is idle, or by 'Esporta'): papaparse is only
// in the CSV worker, which this starts and keeps for the life of the screen.
import { type Client } from '@traguardo/domain/entities';
import { connectWorker } from '@traguardo/app-runtime/worker-rpc';
import { type ClientsCsvWorker } from './clients-csv-api';

/** The CSV writer of the advisor's client list: its worker reads the list itself. */
export interface ClientsCsvWriter {
  /** The CSV file of `shown`, clients of the advisor's list. */
  write(shown: readonly Client[]): Promise<Blob>;
  /** Ends the worker. */
  close(): void;
}

/**
 * Starts the worker, which reads the client list and warms up without waiting for a write.
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
    write: (shown) =>
      worker.call(
        'write',
        shown.map((client) => client.id),
      ),
    close: worker.close,
  };
}
