// Loaded on demand by 'Esporta'; papaparse is only in the CSV worker, which this starts.
import { type Client, type IsoDate } from '@traguardo/domain/entities';
import { clientsCsvFileName } from '@traguardo/domain/report-file';
import { askWorker } from '@traguardo/ui/ask-worker';
import { downloadFile } from '../../components/download-file';

/** Downloads the CSV of exactly these clients, written in a worker; answers the file name. */
export async function exportClientsCsv(
  clients: readonly Client[],
  today: IsoDate,
): Promise<string> {
  const worker = new Worker(new URL('./clients-csv.worker.ts', import.meta.url), {
    type: 'module',
    name: 'clients-csv',
  });
  const csv = await askWorker<ArrayBuffer>(worker, clients);
  const fileName = clientsCsvFileName(today);
  downloadFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
  return fileName;
}
