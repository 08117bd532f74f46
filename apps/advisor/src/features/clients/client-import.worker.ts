import { answerCalls } from '@traguardo/app-runtime/worker-rpc';
import { type ClientImportApi, clientImportApi } from '@traguardo/client-book/client-import-api';

// 'Importa clienti' off the main thread: the CSV is read, checked, planned and written here,
// into the same IndexedDB book the page has open; Dexie tells the page's live queries.
answerCalls<ClientImportApi>(clientImportApi());
