import { type WorkerApi, type WorkerConnection, WorkerFailedError } from './worker-rpc';

// A feature's worker with the same work on the page's own thread as its fallback: every
// worker of the apps is reached this way, so that a worker that cannot start (no Worker, a
// refused script) or crashes never leaves a button waiting — the work is done here instead.

export type WorkerOrHere<Api extends WorkerApi<Api>, Here> = {
  /**
   * Runs `inWorker` on the worker, started on the first call. Where the worker fails
   * (WorkerFailedError), that call and every later one run `here` on this thread, with what
   * `loadHere` gave (loaded once, and only then). Any other error is the call's own.
   */
  run<T>(
    inWorker: (worker: WorkerConnection<Api>) => Promise<T>,
    here: (local: Here) => Promise<T> | T,
  ): Promise<T>;
  /** The worker, started ahead of the first call; none once it has failed. */
  warm(): WorkerConnection<Api> | undefined;
  /** Ends the worker (a call waiting on it rejects); the next call starts another. */
  close(): void;
};

export function workerOrHere<Api extends WorkerApi<Api>, Here>(
  start: () => WorkerConnection<Api>,
  loadHere: () => Promise<Here>,
): WorkerOrHere<Api, Here> {
  let connection: WorkerConnection<Api> | null = null;
  let local: Promise<Here> | null = null;
  return {
    async run(inWorker, here) {
      if (local === null) {
        const worker = (connection ??= start());
        try {
          return await inWorker(worker);
        } catch (error) {
          if (!(error instanceof WorkerFailedError)) throw error;
          if (connection === worker) connection = null;
          local ??= loadHere();
        }
      }
      return here(await local);
    },
    warm() {
      if (local !== null) return undefined;
      return (connection ??= start());
    },
    close() {
      connection?.close();
      connection = null;
    },
  };
}
