import { type BookClient } from '@traguardo/domain/client-book-schemas';
import { Dexie, type EntityTable, type Table } from 'dexie';
import { bookDatabaseName, type ClientBookName } from './books';

// One book of clients in IndexedDB, through Dexie. The schema is versioned: a new version
// keeps every earlier `this.version(k).stores(...)` call, adds its own with an `.upgrade()`
// that fills new fields, and ships a test that opens a database written by the version before.

/** A stored client that failed validation: moved here whole, never dropped. */
export type KeptAsideClient = {
  id?: number;
  key: string;
  record: unknown;
  /** ISO date-time it was set aside. */
  keptAt: string;
};

/** Version 1: clients by id and in the book's order (seq). */
export const BOOK_SCHEMA_V1 = {
  clients: 'id, seq',
  keptAside: '++id',
} as const;

export type BookOptions = { onKeptAside?: (count: number) => void };

export class BookDatabase extends Dexie {
  declare clients: Table<BookClient, string>;
  declare keptAside: EntityTable<KeptAsideClient, 'id'>;

  readonly book: ClientBookName;
  readonly options: BookOptions;

  constructor(book: ClientBookName, options: BookOptions = {}) {
    super(bookDatabaseName(book));
    this.book = book;
    this.options = options;
    this.version(1).stores(BOOK_SCHEMA_V1);
  }
}

/** Opens (creating it the first time) a book. */
export function openBook(book: ClientBookName, options: BookOptions = {}): BookDatabase {
  return new BookDatabase(book, options);
}

/** Deletes a whole book from the device; the other book is untouched. */
export async function deleteBook(book: ClientBookName): Promise<void> {
  await Dexie.delete(bookDatabaseName(book));
}
