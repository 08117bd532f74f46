import { answerCalls } from '@traguardo/app-runtime/worker-rpc';
import { type ImportWorkerApi, importWorkerApi } from './import-worker-api';

// Reads statement files off the main thread; the page connects with startImportWorker().
answerCalls<ImportWorkerApi>(importWorkerApi);
