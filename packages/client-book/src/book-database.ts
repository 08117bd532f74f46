import { type BookClient } from '@traguardo/domain/client-book-schemas';
import { type ClientImportBatch, type ClientImportUndo } from './client-import-batches';
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

/**
 * Version 2: each import (a CSV of clients, an investor's file), kept so it can be undone:
 * its summary for the list, and apart (read only to undo) the records it wrote and replaced.
 */
export const BOOK_SCHEMA_V2 = {
  importBatches: 'id, importedAt',
  importUndo: 'batchId',
} as const;

export type BookOptions = { onKeptAside?: (count: number) => void };

export class BookDatabase extends Dexie {
  declare clients: Table<BookClient, string>;
  declare keptAside: EntityTable<KeptAsideClient, 'id'>;
  declare importBatches: Table<ClientImportBatch, string>;
  declare importUndo: Table<ClientImportUndo, string>;

  readonly book: ClientBookName;
  readonly options: BookOptions;

  constructor(book: ClientBookName, options: BookOptions = {}) {
    super(bookDatabaseName(book));
    this.book = book;
    this.options = options;
    this.version(1).stores(BOOK_SCHEMA_V1);
    // Version 2: a new table only, nothing to fill.
    this.version(2).stores(BOOK_SCHEMA_V2);
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
