import { useMemo, useState } from 'react';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { type BookClient } from '@traguardo/domain/client-book-schemas';
import { clientRecord, type ClientRecord } from '@traguardo/sample-data/client-record';
import { useBookStore } from '../stores/book-store';
import { isSampleClient } from './sample-clients';

/** What the open book knows about `client` beyond its figures (sample-data/client-record.ts). */
export function useClientRecord(client: BookClient): ClientRecord {
  const book = useBookStore((state) => state.book);
  // Fixed for the life of the page, so the charts' months never shift under the advisor.
  const [today] = useState(() => todayLocalDate());
  return useMemo(
    () => clientRecord(client, { sample: isSampleClient(book, client.id), today }),
    [client, book, today],
  );
}
