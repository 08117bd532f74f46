import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { type BookDatabase } from '@traguardo/client-book/book-database';
import { activeClients, allClients } from '@traguardo/client-book/client-queries';
import { type BookClient } from '@traguardo/domain/client-book-schemas';
import { useBookStore } from '../stores/book-store';
import { bookOf } from './book-connection';

/** The open book. */
export function useBook(): BookDatabase {
  return bookOf(useBookStore((state) => state.book));
}

/**
 * What `query` reads from the open book, read again whenever what it read changes (here
 * or in another tab) or the book or `deps` change; undefined until first read.
 */
export function useBookQuery<T>(
  query: (db: BookDatabase) => Promise<T>,
  deps: readonly unknown[],
): T | undefined {
  const db = useBook();
  return useLiveQuery(() => query(db), [db, ...deps]);
}

/** The open book's clients that the screens show (not archived), in the book's order. */
export function useActiveClients(): readonly BookClient[] | undefined {
  return useBookQuery(activeClients, []);
}

/** The open book's clients split in two, from one read: those the screens show, and the archived. */
export type BookClients = { active: readonly BookClient[]; archived: readonly BookClient[] };

/** Every client of the open book, active and archived, read once for a screen that shows both. */
export function useBookClients(): BookClients | undefined {
  const all = useBookQuery(allClients, []);
  return useMemo(
    () =>
      all === undefined
        ? undefined
        : {
            active: all.filter((client) => !client.archived),
            archived: all.filter((client) => client.archived),
          },
    [all],
  );
}
