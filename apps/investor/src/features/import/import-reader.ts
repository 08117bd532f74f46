import type { CategoryRule } from '@traguardo/bank-import/category-rules';
import type { ColumnMapping } from '@traguardo/bank-import/column-mapping';
import type { ExistingMovement } from '@traguardo/bank-import/duplicates';
import { startImportWorker } from '@traguardo/bank-import/import-worker';
import type {
  ImportFailure,
  ImportTarget,
  ImportWorkerApi,
  PreparedImport,
  ReadAndPrepared,
  ReadFileResult,
} from '@traguardo/bank-import/import-worker-api';
import type { ParsedMovement } from '@traguardo/bank-import/movement';
import { workerOrHere } from '@traguardo/app-runtime/worker-or-here';
import { type WorkerConnection } from '@traguardo/app-runtime/worker-rpc';

/** Reads statement files for the import screen: in the worker, or here when it cannot start. */
export type ImportReader = {
  readFile: (
    file: Blob,
    profiles: Readonly<Record<string, ColumnMapping>>,
    mapping: ColumnMapping | null,
  ) => Promise<ReadFileResult | ImportFailure>;
  /** `readFile` and `prepare` in one call: the movements cross between threads once. */
  readAndPrepare: (
    file: Blob,
    profiles: Readonly<Record<string, ColumnMapping>>,
    mapping: ColumnMapping | null,
    target: ImportTarget,
  ) => Promise<ReadAndPrepared>;
  prepare: (
    accountId: string,
    movements: readonly ParsedMovement[],
    existing: readonly (ExistingMovement & { description: string })[],
    rules: readonly CategoryRule[],
    removedKeys?: readonly string[],
  ) => Promise<PreparedImport>;
  /** Starts the worker ahead of the first file, so reading it does not wait for the start. */
  warm: () => void;
  close: () => void;
};

/** The same API on the page's thread: its code is fetched only when the worker failed. */
async function onThisThread(): Promise<ImportWorkerApi> {
  const { importWorkerApi } = await import('@traguardo/bank-import/import-worker-api');
  return importWorkerApi;
}

/**
 * The import's one reader. The file's bytes move to the worker (read again from the File
 * for every call, so a retry here never meets a moved buffer). Where the worker cannot
 * start or stops, every call from then on runs on this thread.
 */
export function createImportReader(
  start: () => WorkerConnection<ImportWorkerApi> = startImportWorker,
): ImportReader {
  const reader = workerOrHere(start, onThisThread);

  return {
    readFile: (file, profiles, mapping) =>
      reader.run(
        async (worker) => {
          const bytes = await file.arrayBuffer();
          return worker.transfer([bytes], 'readFile', bytes, profiles, mapping);
        },
        async (api) => api.readFile(await file.arrayBuffer(), profiles, mapping),
      ),
    readAndPrepare: (file, profiles, mapping, target) =>
      reader.run(
        async (worker) => {
          const bytes = await file.arrayBuffer();
          return worker.transfer([bytes], 'readAndPrepare', bytes, profiles, mapping, target);
        },
        async (api) => api.readAndPrepare(await file.arrayBuffer(), profiles, mapping, target),
      ),
    prepare: (accountId, movements, existing, rules, removedKeys = []) =>
      reader.run(
        (worker) => worker.call('prepare', accountId, movements, existing, rules, removedKeys),
        (api) => api.prepare(accountId, movements, existing, rules, removedKeys),
      ),
    warm: () => void reader.warm(),
    close: () => reader.close(),
  };
}
