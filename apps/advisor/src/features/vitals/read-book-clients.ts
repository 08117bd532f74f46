import { bookDatabaseName, type ClientBookName } from '@traguardo/client-book/books';
import { CLIENT_PAGES_STORE, type ClientPage } from '@traguardo/client-book/client-pages';
import { type Client } from '@traguardo/domain/entities';

// The CSV worker reads the book with plain IndexedDB, not Dexie: a worker has a budget of
// its own (scripts/check-bundles.mjs) and Dexie would more than double it. It only reads,
// by id, records the page has already read and validated through @traguardo/client-book.
// The book stores its clients in pages (client-pages.ts, no runtime imports): every page is
// read, a few tens of records even for the largest book.

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('Lettura non riuscita.'));
  });
}

/** The clients of `book` named by `ids`, in that order; undefined for an id without one. */
export async function readBookClients(
  book: ClientBookName,
  ids: readonly string[],
): Promise<(Client | undefined)[]> {
  const open = indexedDB.open(bookDatabaseName(book));
  // The page creates the book; a worker never creates (or upgrades) one.
  open.onupgradeneeded = () => open.transaction?.abort();
  const db = await request(open);
  try {
    const store = db.transaction(CLIENT_PAGES_STORE, 'readonly').objectStore(CLIENT_PAGES_STORE);
    const pages = await request<ClientPage[]>(store.getAll());
    const byId = new Map(pages.flatMap((page) => page.clients).map((c) => [c.id, c]));
    return ids.map((id) => byId.get(id));
  } finally {
    db.close();
  }
}
