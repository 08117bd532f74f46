import { type Client, type IsoDate } from '@traguardo/domain/entities';
import { clientsCsvFileName } from '@traguardo/domain/report-file';
import { useIdleResource } from '@traguardo/app-runtime/use-idle-resource';
import { downloadFile } from '@traguardo/ui/download-file';
import { useBookStore } from '../../stores/book-store';

const openWriter = () =>
  import('./clients-csv-writer').then(({ openClientsCsvWriter }) => openClientsCsvWriter());

/**
 * 'Esporta' of the open book's clients. The CSV worker is started while the screen is
 * idle, so an export only sends the ids shown and waits for the file (a cold worker and
 * 10,000 clients sent on the click took longer than the 300 ms we allow). Answers the export: it downloads the CSV of `shown` and
 * resolves with the file name.
 */
export function useClientsCsvExport() {
  const writer = useIdleResource(openWriter);
  const book = useBookStore((state) => state.book);

  return async (shown: readonly Client[], today: IsoDate): Promise<string> => {
    try {
      const csv = await (await writer.use()).write(book, shown);
      const fileName = clientsCsvFileName(today);
      downloadFile(csv, fileName);
      return fileName;
    } catch (error) {
      writer.discard(); // the next 'Esporta' starts a new worker instead of a broken one
      throw error;
    }
  };
}
