import { type BookDatabase, openBook } from '@traguardo/client-book/book-database';
import { type ClientBookName } from '@traguardo/client-book/books';
import { seedBook } from '@traguardo/client-book/seed-book';
import { keepAsideInvalidClients } from '@traguardo/client-book/keep-aside';
import { showError } from '@traguardo/ui/toast';
import { formatCount } from '@traguardo/domain/format';
import { clientList } from './client-list';

const open = new Map<ClientBookName, BookDatabase>();

function reportKeptAside(count: number): void {
  showError(
    'Alcuni clienti non sono leggibili',
    `${formatCount(count, 'cliente è stato messo', 'clienti sono stati messi')} da parte: gli altri restano disponibili.`,
  );
}

/**
 * The book `book`, opened once per page: Dexie keeps one connection and tells every live
 * query of a change made here or in another tab. When it opens, records that fail the
 * schema are set aside; the demo's is filled with the sample clients the first time it
 * opens empty. Dexie holds every query until that is done.
 */
export function bookOf(book: ClientBookName): BookDatabase {
  let db = open.get(book);
  if (db === undefined) {
    const opened = openBook(book, { onKeptAside: reportKeptAside });
    opened.on(
      'ready',
      async () => {
        await keepAsideInvalidClients(opened);
        if (book === 'demo') await seedBook(opened, clientList);
      },
      true,
    );
    db = opened;
    open.set(book, db);
  }
  return db;
}

/** Closes every book this page opened (tests). */
export function closeBooks(): void {
  for (const db of open.values()) db.close();
  open.clear();
}
