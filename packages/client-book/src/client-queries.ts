import * as v from 'valibot';
import { type BookClient, bookClientSchema } from '@traguardo/domain/client-book-schemas';
import { type BookDatabase } from './book-database';
import { storedClients } from './client-pages';

// Every read goes through the book's schema: a record that fails it is left out here and
// moved aside by keepAsideInvalidClients when the book opens.

/** Every valid client of the book, archived ones too, in the book's order. */
export async function allClients(db: BookDatabase): Promise<BookClient[]> {
  const records = await storedClients(db);
  return records.filter((record) => v.is(bookClientSchema, record));
}

/** The clients the screens show: every client not archived, in the book's order. */
export async function activeClients(db: BookDatabase): Promise<BookClient[]> {
  return (await allClients(db)).filter((client) => !client.archived);
}

/** The archived clients, which can be restored. */
export async function archivedClients(db: BookDatabase): Promise<BookClient[]> {
  return (await allClients(db)).filter((client) => client.archived);
}

/** One client (archived or not), or undefined. */
export async function clientById(db: BookDatabase, id: string): Promise<BookClient | undefined> {
  return (await clientsByIds(db, [id]))[0];
}

/** The clients named by `ids`, in that order; an id without a client is skipped. */
export async function clientsByIds(
  db: BookDatabase,
  ids: readonly string[],
): Promise<BookClient[]> {
  const byId = new Map((await storedClients(db)).map((record) => [record.id, record]));
  return ids
    .map((id) => byId.get(id))
    .filter(
      (record): record is BookClient => record !== undefined && v.is(bookClientSchema, record),
    );
}
