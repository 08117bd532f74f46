import { type BookClient } from '@traguardo/domain/client-book-schemas';
import { sameBookClient } from '@traguardo/domain/client-import-plan';
import { type BookDatabase } from './book-database';
import { BOOK_ERROR_MESSAGES, BookError } from './book-error';

// Every import that wrote something is kept as a batch: the clients it added and, for each
// client it updated, the record before and after. Undoing it deletes the added ones and
// puts back the earlier records, exactly; a client changed since (edited, archived, its
// status overridden, updated by a later import) makes the undo refuse rather than lose it.

/** An import as the list shows it. */
export type ClientImportBatch = {
  id: string;
  /** ISO date-time of the import. */
  importedAt: string;
  fileName: string;
  added: number;
  updated: number;
};

/** What undoing an import needs: the clients it added and those it updated, before and after. */
export type ClientImportUndo = {
  batchId: string;
  added: BookClient[];
  updated: { before: BookClient; after: BookClient }[];
};

/** Every import of the book, the newest first. */
export function listClientImports(db: BookDatabase): Promise<ClientImportBatch[]> {
  return db.importBatches.orderBy('importedAt').reverse().toArray();
}

/** Whether the stored record is still what the import left. */
const untouched = (stored: BookClient | undefined, left: BookClient) =>
  stored !== undefined && sameBookClient(stored, left);

/**
 * Undoes an import in one transaction: deletes the clients it added, puts back the records
 * of those it updated, and forgets the batch. Refused (BookError, nothing changed) when the
 * batch is gone or one of its clients was changed after it.
 */
export async function undoClientImport(db: BookDatabase, batchId: string): Promise<void> {
  await db.transaction('rw', [db.clients, db.importBatches, db.importUndo], async () => {
    const batch = await db.importUndo.get(batchId);
    if (batch === undefined) throw new BookError('notFound', BOOK_ERROR_MESSAGES.importNotFound);
    const left = [...batch.added, ...batch.updated.map(({ after }) => after)];
    const stored = await db.clients.bulkGet(left.map((record) => record.id));
    if (left.some((record, index) => !untouched(stored[index], record))) {
      throw new BookError('changed', BOOK_ERROR_MESSAGES.importChanged);
    }
    await db.clients.bulkDelete(batch.added.map((record) => record.id));
    await db.clients.bulkPut(batch.updated.map(({ before }) => before));
    await db.importBatches.delete(batchId);
    await db.importUndo.delete(batchId);
  });
}
