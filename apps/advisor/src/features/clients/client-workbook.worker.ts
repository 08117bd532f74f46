import { answerCalls } from '@traguardo/app-runtime/worker-rpc';
import {
  type ClientsWorkbookApi,
  clientsWorkbookApi,
} from '@traguardo/client-book/clients-workbook';

// 'Importa clienti' of an Excel workbook: exceljs unzips and reads it here, off the main
// thread; only an .xlsx starts this worker, so a CSV never fetches exceljs.
answerCalls<ClientsWorkbookApi>(clientsWorkbookApi);
