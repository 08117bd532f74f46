import { type BookClient } from '@traguardo/domain/client-book-schemas';
import { type ClientDraft, emailKey, readClientDraft } from '@traguardo/domain/client-draft';
import {
  type ClientImportPlan,
  type ClientImportRow,
  newBookClient,
  planClientImport,
  withImportedRow,
} from '@traguardo/domain/client-import-plan';
import { CLIENT_BOOK_MAX_CLIENTS } from '@traguardo/domain/client-limits';
import { effectiveClientStatus } from '@traguardo/domain/client-status';
import { type ClientStatus } from '@traguardo/domain/entities';
import { type BookDatabase } from './book-database';
import { type ClientImportBatch } from './client-import-batches';
import { BOOK_ERROR_MESSAGES, BookError } from './book-error';
import { newId } from '@traguardo/domain/record-ids';
import { storedClients, writeClients } from './client-pages';

// Every command checks what it writes first and writes in one transaction: a refused
// command (a BookError, Italian) changes nothing.

/** The seq after every stored one: the book's order is the order clients came in. */
function nextSeq(records: readonly BookClient[]): number {
  return records.reduce((last, record) => Math.max(last, record.seq), 0) + 1;
}

async function existing(db: BookDatabase, id: string): Promise<BookClient> {
  const record = (await storedClients(db)).find((stored) => stored.id === id);
  if (record === undefined) throw new BookError('notFound', BOOK_ERROR_MESSAGES.clientNotFound);
  return record;
}

function read(draft: ClientDraft, today: string, taken: Set<string>) {
  const reading = readClientDraft(draft, { today, emailTaken: (key) => taken.has(key) });
  if (!reading.ok) {
    const duplicate = reading.errors.email === BOOK_ERROR_MESSAGES.duplicateEmail;
    throw new BookError(
      duplicate && Object.keys(reading.errors).length === 1 ? 'duplicate' : 'invalid',
      BOOK_ERROR_MESSAGES.invalid,
      reading.errors,
    );
  }
  return reading.value;
}

function emailsOf(records: readonly BookClient[], exceptId?: string): Set<string> {
  return new Set(records.filter((r) => r.id !== exceptId).map((r) => emailKey(r.email)));
}

/** Adds a client from the form; answers it. Refuses an email another client has. */
export async function addClient(
  db: BookDatabase,
  draft: ClientDraft,
  today: string,
): Promise<BookClient> {
  return db.transaction('rw', db.clientPages, async () => {
    const records = await storedClients(db);
    if (records.length >= CLIENT_BOOK_MAX_CLIENTS) {
      throw new BookError('limit', BOOK_ERROR_MESSAGES.tooManyClients);
    }
    const fields = read(draft, today, emailsOf(records));
    const record = newBookClient({ line: 0, fields }, newId(), nextSeq(records));
    await writeClients(db, [record]);
    return record;
  });
}

/** Replaces a client's figures from the form; its status follows (or its override stays). */
export async function updateClient(
  db: BookDatabase,
  id: string,
  draft: ClientDraft,
  today: string,
): Promise<BookClient> {
  return db.transaction('rw', db.clientPages, async () => {
    const records = await storedClients(db);
    const before = records.find((record) => record.id === id);
    if (before === undefined) throw new BookError('notFound', BOOK_ERROR_MESSAGES.clientNotFound);
    const fields = read(draft, today, emailsOf(records, id));
    const after = withImportedRow(before, { line: 0, fields });
    await writeClients(db, [after]);
    return after;
  });
}

/** Sets the advisor's status over the computed one, or removes it (undefined). */
export async function setStatusOverride(
  db: BookDatabase,
  id: string,
  status: ClientStatus | undefined,
): Promise<void> {
  await db.transaction('rw', db.clientPages, async () => {
    const before = await existing(db, id);
    const after: BookClient = { ...before, status: effectiveClientStatus(before, status) };
    if (status === undefined) delete after.statusOverride;
    else after.statusOverride = status;
    await writeClients(db, [after]);
  });
}

async function setArchived(db: BookDatabase, id: string, archived: boolean): Promise<void> {
  await db.transaction('rw', db.clientPages, async () => {
    await writeClients(db, [{ ...(await existing(db, id)), archived }]);
  });
}

/** Takes a client out of the list, the vitals and the totals; nothing of it is lost. */
export function archiveClient(db: BookDatabase, id: string): Promise<void> {
  return setArchived(db, id, true);
}

/** Brings an archived client back. */
export function restoreClient(db: BookDatabase, id: string): Promise<void> {
  return setArchived(db, id, false);
}

/** What importing `rows` would do to the book now (the preview); nothing is written. */
export async function previewClientImport(
  db: BookDatabase,
  rows: readonly ClientImportRow[],
): Promise<ClientImportPlan> {
  return planClientImport(await storedClients(db), rows);
}

/** What an import did: its plan, and the batch that can undo it (null when it wrote nothing). */
export type ClientImportDone = ClientImportPlan & { batchId: string | null };

/**
 * Imports `rows` in one transaction: a row whose email the book has updates that client,
 * any other adds one, in the rows' order, with one bulk write. Planned again inside the
 * transaction, so a change made since the preview is taken into account. Kept as a batch
 * (client-import-batches.ts) so it can be undone. Answers the plan it applied.
 */
export async function importClients(
  db: BookDatabase,
  rows: readonly ClientImportRow[],
  fileName = '',
  now: Date = new Date(),
): Promise<ClientImportDone> {
  return db.transaction('rw', [db.clientPages, db.importBatches, db.importUndo], async () => {
    const records = await storedClients(db);
    const plan = planClientImport(records, rows);
    if (records.length + plan.added.length > CLIENT_BOOK_MAX_CLIENTS) {
      throw new BookError('limit', BOOK_ERROR_MESSAGES.tooManyClients);
    }
    if (plan.added.length === 0 && plan.updated.length === 0) return { ...plan, batchId: null };
    let seq = nextSeq(records);
    const added = plan.added.map((row) => newBookClient(row, newId(), seq++));
    await writeClients(db, [...added, ...plan.updated.map(({ after }) => after)]);
    const batch: ClientImportBatch = {
      id: newId(),
      importedAt: now.toISOString(),
      fileName: fileName.slice(0, 260),
      added: added.length,
      updated: plan.updated.length,
    };
    await db.importBatches.add(batch);
    await db.importUndo.add({
      batchId: batch.id,
      addedIds: added.map((record) => record.id),
      added,
      updated: plan.updated,
    });
    return { ...plan, batchId: batch.id };
  });
}
