import { type BookClient } from '@traguardo/domain/client-book-schemas';
import { type BookDatabase } from './book-database';

// The book's clients are stored in pages of CLIENT_PAGE_SIZE, not one record each:
// IndexedDB's cost is per record (each put or read is a structured clone and a message to
// the browser's storage), so 10,000 clients written or read one by one take most of a
// second, in pages a few tens of milliseconds. A client's page follows from its `seq`,
// which never changes; each page keeps its clients in `seq` order.

/** The pages' object store, by name for a worker that reads it without Dexie. */
export const CLIENT_PAGES_STORE = 'clientPages';

/** How many clients a page holds. */
export const CLIENT_PAGE_SIZE = 500;

/** One stored page: the clients whose seq falls in it, in seq order. */
export type ClientPage = { page: number; clients: BookClient[] };

/** The page a client with this `seq` lives in. */
export function pageOf(seq: number): number {
  return Math.floor(seq / CLIENT_PAGE_SIZE);
}

/** Every stored client, in the book's order, as stored (not checked against the schema). */
export async function storedClients(db: BookDatabase): Promise<BookClient[]> {
  const pages = await db.clientPages.toArray();
  return pages.flatMap((page) => page.clients);
}

/**
 * Writes `put` (new clients, or new versions of stored ones with the same id and seq) and
 * deletes `remove`, rewriting only the pages they fall in. Runs in the caller's transaction
 * (it must include clientPages).
 */
export async function writeClients(
  db: BookDatabase,
  put: readonly BookClient[],
  remove: readonly BookClient[] = [],
): Promise<void> {
  const byPage = new Map<number, { put: BookClient[]; removed: Set<string> }>();
  const changeOf = (seq: number) => {
    const key = pageOf(seq);
    let change = byPage.get(key);
    if (change === undefined) {
      change = { put: [], removed: new Set() };
      byPage.set(key, change);
    }
    return change;
  };
  for (const client of put) changeOf(client.seq).put.push(client);
  for (const client of remove) changeOf(client.seq).removed.add(client.id);

  const keys = [...byPage.keys()];
  const stored = await db.clientPages.bulkGet(keys);
  const written: ClientPage[] = [];
  const emptied: number[] = [];
  keys.forEach((key, index) => {
    const change = byPage.get(key);
    if (change === undefined) return;
    const replaced = new Set(change.put.map((client) => client.id));
    const kept = (stored[index]?.clients ?? []).filter(
      (client) => !replaced.has(client.id) && !change.removed.has(client.id),
    );
    const clients = [...kept, ...change.put].sort((a, b) => a.seq - b.seq);
    if (clients.length === 0) emptied.push(key);
    else written.push({ page: key, clients });
  });
  if (written.length > 0) await db.clientPages.bulkPut(written);
  if (emptied.length > 0) await db.clientPages.bulkDelete(emptied);
}
