// Loaded on demand (when the Dashboard Vitali is idle, or by 'Esporta'): papaparse is only
// in the CSV worker, which this starts and keeps for the life of the screen.
import { type Client } from '@traguardo/domain/entities';
import { openWorkerChannel } from '@traguardo/ui/ask-worker';
import { nextTask } from '@traguardo/ui/next-task';
import { type ClientsCsvRequest } from './clients-csv-request';

/** Clients sent to the worker per task while it is loaded. */
const LOAD_SLICE = 1_000;

/** The CSV writer for one client list: its worker holds the list, loaded once. */
export interface ClientsCsvWriter {
  /** The CSV file of `shown`, clients of the list this writer was opened with. */
  write(shown: readonly Client[]): Promise<Blob>;
  /** Ends the worker. */
  close(): void;
}

/** Starts the worker and hands it `clients`, a slice per task, without waiting for it. */
export function openClientsCsvWriter(clients: readonly Client[]): ClientsCsvWriter {
  const worker = new Worker(new URL('./clients-csv.worker.ts', import.meta.url), {
    type: 'module',
    name: 'clients-csv',
  });
  const channel = openWorkerChannel(worker);
  const ask = <Answer>(request: ClientsCsvRequest) => channel.ask<Answer>(request);
  const loaded = (async () => {
    for (let start = 0; start < clients.length; start += LOAD_SLICE) {
      if (start > 0) await nextTask();
      void ask({ kind: 'load', clients: clients.slice(start, start + LOAD_SLICE) }).catch(
        () => undefined, // a failed load fails the write that follows it, which reports it
      );
    }
  })();
  return {
    async write(shown) {
      await loaded;
      return ask<Blob>({ kind: 'write', ids: shown.map((client) => client.id) });
    },
    close: channel.close,
  };
}
