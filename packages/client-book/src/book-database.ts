import { type ClientImportBatch, type ClientImportUndo } from './client-import-batches';
import { Dexie, type EntityTable, type Table, type Transaction } from 'dexie';
import { bookDatabaseName, type ClientBookName } from './books';
import { CLIENT_PAGES_STORE, type ClientPage, pageOf } from './client-pages';

// Dexie turns its debug mode on for any page served from localhost: each operation gets a
// console task (async stack traces in DevTools) and its promises run inside it, a cost the
// deployed product never pays. Off, so that a build served locally (benchmarks, e2e) runs as
// the deployed one does.
Dexie.debug = false;

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

/**
 * Version 3: the clients in pages of CLIENT_PAGE_SIZE (client-pages.ts), not one record
 * each; version 2's table of clients is emptied into them and removed.
 */
export const BOOK_SCHEMA_V3 = {
  clients: null,
  [CLIENT_PAGES_STORE]: 'page',
} as const;

/**
 * Version 2's clients (untrusted: any record may fail the schema) as version 3's pages, in
 * seq order. A record without a whole-number seq goes in the first page, last: the book's
 * keep-aside sets it aside when it opens, like any other invalid client.
 */
export function clientsIntoPages(
  records: readonly unknown[],
): { page: number; clients: unknown[] }[] {
  const seqOf = (record: unknown) => {
    const seq = typeof record === 'object' && record !== null && 'seq' in record && record.seq;
    return typeof seq === 'number' && Number.isInteger(seq) ? seq : null;
  };
  const pages = new Map<number, unknown[]>();
  const ordered = records
    .map((record) => ({ record, seq: seqOf(record) }))
    .sort((a, b) => (a.seq === b.seq ? 0 : (a.seq ?? Infinity) - (b.seq ?? Infinity)));
  for (const { record, seq } of ordered) {
    const page = seq === null ? 0 : pageOf(seq);
    const clients = pages.get(page);
    if (clients === undefined) pages.set(page, [record]);
    else clients.push(record);
  }
  // Stored as read: the keep-aside checks each client when the book opens.
  return [...pages].map(([page, clients]) => ({ page, clients }));
}

async function moveClientsIntoPages(tx: Transaction): Promise<void> {
  const records: unknown[] = await tx.table('clients').toArray();
  await tx.table('clientPages').bulkAdd(clientsIntoPages(records));
}

export type BookOptions = { onKeptAside?: (count: number) => void };

export class BookDatabase extends Dexie {
  declare clientPages: Table<ClientPage, number>;
  declare keptAside: EntityTable<KeptAsideClient, 'id'>;
  declare importBatches: Table<ClientImportBatch, string>;
  declare importUndo: Table<ClientImportUndo, string>;

  readonly book: ClientBookName;
  readonly options: BookOptions;

  constructor(book: ClientBookName, options: BookOptions = {}) {
    // No cache of query results: Dexie's cache deep-clones every answer for each query, which
    // for a book of 10,000 clients costs more than reading its pages again.
    super(bookDatabaseName(book), { cache: 'disabled' });
    this.book = book;
    this.options = options;
    this.version(1).stores(BOOK_SCHEMA_V1);
    // Version 2: a new table only, nothing to fill.
    this.version(2).stores(BOOK_SCHEMA_V2);
    this.version(3).stores(BOOK_SCHEMA_V3).upgrade(moveClientsIntoPages);
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
