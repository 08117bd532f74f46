// Loaded on demand by 'Esporta': papaparse stays out of the dashboard's first load.
import { clientsCsv, clientsCsvFileName } from '@traguardo/domain/clients-csv';
import { type Client, type IsoDate } from '@traguardo/domain/entities';
import { downloadFile } from '../../components/download-file';

/** Downloads the CSV of exactly these clients; answers the file name. */
export function exportClientsCsv(clients: readonly Client[], today: IsoDate): string {
  const fileName = clientsCsvFileName(today);
  downloadFile(new Blob([clientsCsv(clients)], { type: 'text/csv;charset=utf-8' }), fileName);
  return fileName;
}
