import * as v from 'valibot';
import { bookClientSchema } from '@traguardo/domain/client-book-schemas';
import { type BookDatabase } from './book-database';
import { type ClientPage } from './client-pages';

const pageSchema = v.object({ page: v.number(), clients: v.array(v.unknown()) });

/** The key a client kept aside is listed by: its id, else its place in its page. */
function keyOf(record: unknown, page: number, index: number): string {
  const id = typeof record === 'object' && record !== null && 'id' in record ? record.id : null;
  return typeof id === 'string' ? id : `pagina ${page}, posto ${index + 1}`;
}

/**
 * Moves every stored client that fails the schema to `keptAside`, whole, in one
 * transaction, and tells the app how many (options.onKeptAside). A stored page that is not
 * a page at all is moved aside whole, counted as one. Answers that count.
 */
export async function keepAsideInvalidClients(db: BookDatabase): Promise<number> {
  const count = await db.transaction('rw', [db.clientPages, db.keptAside], async () => {
    // Read as untrusted: a stored record may be anything.
    const stored: unknown[] = await db.clientPages.toArray();
    const keys: number[] = await db.clientPages.toCollection().primaryKeys();
    const keptAt = new Date().toISOString();
    const aside: { key: string; record: unknown; keptAt: string }[] = [];
    const rewritten: ClientPage[] = [];
    const removed: number[] = [];
    stored.forEach((record, index) => {
      const key = keys[index] ?? 0;
      if (!v.is(pageSchema, record)) {
        aside.push({ key: `pagina ${key}`, record, keptAt });
        removed.push(key);
        return;
      }
      const valid = record.clients.filter((client) => v.is(bookClientSchema, client));
      if (valid.length === record.clients.length) return;
      record.clients.forEach((client, place) => {
        if (!v.is(bookClientSchema, client)) {
          aside.push({ key: keyOf(client, key, place), record: client, keptAt });
        }
      });
      if (valid.length === 0) removed.push(key);
      else rewritten.push({ page: key, clients: valid });
    });
    if (aside.length === 0) return 0;
    await db.keptAside.bulkAdd(aside);
    await db.clientPages.bulkPut(rewritten);
    await db.clientPages.bulkDelete(removed);
    return aside.length;
  });
  if (count > 0) db.options.onKeptAside?.(count);
  return count;
}
