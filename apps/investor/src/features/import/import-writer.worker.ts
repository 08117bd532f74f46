import { answerCalls } from '@traguardo/app-runtime/worker-rpc';
import { type ImportWriterApi, importWriterApi } from '@traguardo/ledger/import-writer-api';

// Writes confirmed imports off the main thread, into the same IndexedDB ledger the page has
// open: Dexie tells the page's live queries of the change (BroadcastChannel).
answerCalls<ImportWriterApi>(importWriterApi());
