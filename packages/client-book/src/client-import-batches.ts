import { type BookClient } from '@traguardo/domain/client-book-schemas';
import { sameBookClient } from '@traguardo/domain/client-import-plan';
import { type BookDatabase } from './book-database';
import { BOOK_ERROR_MESSAGES, BookError } from './book-error';
import { storedClients, writeClients } from './client-pages';

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

/**
 * What undoing an import needs: the clients it added, as it wrote them, and the clients it
 * updated, before and after. Imports kept by version 2 of the book have, in place of the
 * added records, a fingerprint of each: computing those cost a 10,000-client import more
 * than keeping the records themselves (one more structured clone, in the same write).
 */
export type ClientImportUndo = {
  batchId: string;
  addedIds: string[];
  added?: BookClient[];
  addedFingerprints?: string[];
  updated: { before: BookClient; after: BookClient }[];
};

/**
 * A short fingerprint of a record, its fields' order aside (FNV-1a over its canonical JSON):
 * whether a client is still as an import of version 2 of the book left it.
 */
export function clientFingerprint(record: BookClient): string {
  const fields = Object.entries(record)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const text = JSON.stringify(fields);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(36)}:${text.length}`;
}

/** Every import of the book, the newest first. */
export function listClientImports(db: BookDatabase): Promise<ClientImportBatch[]> {
  return db.importBatches.orderBy('importedAt').reverse().toArray();
}

/**
 * Undoes an import in one transaction: deletes the clients it added, puts back the records
 * of those it updated, and forgets the batch. Refused (BookError, nothing changed) when the
 * batch is gone or one of its clients was changed after it.
 */
export async function undoClientImport(db: BookDatabase, batchId: string): Promise<void> {
  await db.transaction('rw', [db.clientPages, db.importBatches, db.importUndo], async () => {
    const batch = await db.importUndo.get(batchId);
    if (batch === undefined) throw new BookError('notFound', BOOK_ERROR_MESSAGES.importNotFound);
    const byId = new Map((await storedClients(db)).map((record) => [record.id, record]));
    const added = batch.addedIds.map((id) => byId.get(id));
    const updated = batch.updated.map(({ after }) => byId.get(after.id));
    const asAdded = (stored: BookClient, index: number) => {
      const written = batch.added?.[index];
      return written === undefined
        ? clientFingerprint(stored) === batch.addedFingerprints?.[index]
        : sameBookClient(stored, written);
    };
    const changed =
      added.some((stored, index) => stored === undefined || !asAdded(stored, index)) ||
      updated.some((stored, index) => {
        const after = batch.updated[index]?.after;
        return stored === undefined || after === undefined || !sameBookClient(stored, after);
      });
    if (changed) throw new BookError('changed', BOOK_ERROR_MESSAGES.importChanged);
    await writeClients(
      db,
      batch.updated.map(({ before }) => before),
      added.filter((record) => record !== undefined),
    );
    await db.importBatches.delete(batchId);
    await db.importUndo.delete(batchId);
  });
}
