import { type Client } from '@traguardo/domain/entities';
import { type BookDatabase } from './book-database';
import { writeClients } from './client-pages';

/**
 * Fills an empty book with `clients` (the demo's sample clients), their stored status as
 * given, in one transaction. A book that has clients is left as it is. Answers whether it wrote.
 */
export async function seedBook(db: BookDatabase, clients: readonly Client[]): Promise<boolean> {
  return db.transaction('rw', db.clientPages, async () => {
    if ((await db.clientPages.count()) > 0) return false;
    await writeClients(
      db,
      clients.map((client, index) => ({ ...client, archived: false, seq: index + 1 })),
    );
    return true;
  });
}
