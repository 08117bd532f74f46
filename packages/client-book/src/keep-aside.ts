import * as v from 'valibot';
import { bookClientSchema } from '@traguardo/domain/client-book-schemas';
import { type BookDatabase } from './book-database';

/**
 * Moves every stored client that fails the schema to `keptAside`, whole, in one
 * transaction, and tells the app how many (options.onKeptAside). Answers that count.
 */
export async function keepAsideInvalidClients(db: BookDatabase): Promise<number> {
  const count = await db.transaction('rw', [db.clients, db.keptAside], async () => {
    // Read as untrusted: a stored record may be anything.
    const stored: unknown[] = await db.clients.toArray();
    const keys: string[] = await db.clients.toCollection().primaryKeys();
    const invalid = keys.filter((_, index) => !v.is(bookClientSchema, stored[index]));
    if (invalid.length === 0) return 0;
    const keptAt = new Date().toISOString();
    await db.keptAside.bulkAdd(
      invalid.map((key) => ({ key, record: stored[keys.indexOf(key)], keptAt })),
    );
    await db.clients.bulkDelete(invalid);
    return invalid.length;
  });
  if (count > 0) db.options.onKeptAside?.(count);
  return count;
}
