// Loaded on demand (when the Dashboard Vitali is idle, or by 'Esporta'): papaparse is only
// in the CSV worker, which this starts and keeps for the life of the screen.
import { type Client } from '@traguardo/domain/entities';
import { openWorkerChannel } from '@traguardo/app-runtime/ask-worker';
import { type ClientsCsvRequest } from './clients-csv-request';

/** The CSV writer of the advisor's client list: its worker reads the list itself. */
export interface ClientsCsvWriter {
  /** The CSV file of `shown`, clients of the advisor's list. */
  write(shown: readonly Client[]): Promise<Blob>;
  /** Ends the worker. */
  close(): void;
}

/** Starts the worker, which reads the client list and warms up without waiting for a write. */
export function openClientsCsvWriter(): ClientsCsvWriter {
  const worker = new Worker(new URL('./clients-csv.worker.ts', import.meta.url), {
    type: 'module',
    name: 'clients-csv',
  });
  const channel = openWorkerChannel(worker);
  return {
    write: (shown) =>
      channel.ask<Blob>({ ids: shown.map((client) => client.id) } satisfies ClientsCsvRequest),
    close: channel.close,
  };
}
