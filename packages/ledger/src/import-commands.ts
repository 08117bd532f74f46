import type { ExistingMovement } from '@traguardo/bank-import/duplicates';
import type { ColumnMapping } from '@traguardo/bank-import/column-mapping';
import type { ImportRowDraft } from '@traguardo/bank-import/import-plan';
import * as v from 'valibot';
import { isBuiltInCategoryId } from '@traguardo/domain/ledger-categories';
import {
  LEDGER_DESCRIPTION_MAX_LENGTH,
  LEDGER_MAX_TRANSACTIONS,
} from '@traguardo/domain/ledger-limits';
import type { LedgerTransaction } from '@traguardo/domain/ledger-schemas';
import { Dexie } from 'dexie';
import {
  type ImportBatch,
  importBatchesOf,
  mappingProfileRecordSchema,
  mappingProfilesOf,
} from './import-tables';
import type { LedgerDatabase } from './ledger-database';
import { LEDGER_ERROR_MESSAGES, LedgerError } from './ledger-error';
import { markChecked } from './checked-movements';
import { newId, newIds } from '@traguardo/domain/record-ids';
import { validRecord } from './validate';

// Writing an import: the whole batch is validated first, then written in one transaction
// with its batch record, or nothing is; undoing it deletes exactly its movements.

export interface ImportDraft {
  fileName: string;
  format: ImportBatch['format'];
  accountId: string;
  rows: readonly ImportRowDraft[];
  /** A table's columns as confirmed: saved for its header layout with the batch. */
  mappingProfile?: { layoutKey: string; mapping: ColumnMapping };
}

export const IMPORT_MESSAGES = {
  nothingToImport: 'Nessun movimento da importare: sono tutti già presenti o esclusi.',
  batchNotFound: 'Questa importazione non esiste più.',
  noDescription: 'Movimento senza descrizione',
} as const;

/** A bank's description as a movement's: blanks collapsed, never empty, cut to the limit. */
export function importedDescription(description: string): string {
  const clean = description.replace(/\s+/g, ' ').trim();
  if (clean === '') return IMPORT_MESSAGES.noDescription;
  // No longer in UTF-16 units than the limit in characters: nothing to cut (the usual case).
  if (clean.length <= LEDGER_DESCRIPTION_MAX_LENGTH) return clean;
  return Array.from(clean).slice(0, LEDGER_DESCRIPTION_MAX_LENGTH).join('').trim();
}

function transactionOf(row: ImportRowDraft, accountId: string, batchId: string, id: string) {
  try {
    return validRecord('transactions', {
      id,
      accountId,
      date: row.date,
      description: importedDescription(row.description),
      amount: row.amountCents,
      categoryId: row.categoryId,
      recurring: row.recurring,
      note: '',
      importBatchId: batchId,
    });
  } catch (error) {
    if (!(error instanceof LedgerError)) throw error;
    throw new LedgerError('invalid', `Riga ${row.position}: ${error.message}`, error.problems);
  }
}

/** Rows checked between two yields to the page, and written by one request batch: each a short task. */
const CHECK_SLICE = 500;
const WRITE_SLICE = 500;

/** Lets the page paint and answer input between two slices of a large import. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Every import key already in `accountId`, from its batches. */
async function keysOf(db: LedgerDatabase, accountId: string): Promise<Set<string>> {
  const batches = await importBatchesOf(db).where('accountId').equals(accountId).toArray();
  return new Set(batches.flatMap((batch) => batch.importKeys));
}

/**
 * Where a commit runs. On the page's thread (the default) it checks and writes in slices,
 * each a short task; in a worker (`slices: false`) it checks in one go and writes with one
 * bulkAdd, so the month-flows middleware reads and rewrites the account's flows and search
 * months once for the whole batch instead of once per slice.
 */
export interface CommitOptions {
  slices?: boolean;
}

/**
 * Writes the kept rows of a file as one batch and returns it. Every row is checked before
 * anything is written; a row whose key the account already has (the same file confirmed
 * twice) is left out. Refused with a LedgerError (unknown account or category, a bad row,
 * the ledger full, nothing left to write): then nothing is written.
 */
export async function commitImport(
  db: LedgerDatabase,
  draft: ImportDraft,
  now: Date = new Date(),
  { slices = true }: CommitOptions = {},
): Promise<ImportBatch> {
  const batchId = newId();
  const ids = newIds(draft.rows.length);
  const checked: { row: ImportRowDraft; transaction: LedgerTransaction }[] = [];
  const checkSlice = slices ? CHECK_SLICE : draft.rows.length;
  const writeSlice = slices ? WRITE_SLICE : Math.max(1, draft.rows.length);
  for (let start = 0; start < draft.rows.length; start += checkSlice) {
    if (start > 0) await nextTask();
    draft.rows.slice(start, start + checkSlice).forEach((row, i) => {
      const id = ids[start + i] ?? newId();
      checked.push({ row, transaction: transactionOf(row, draft.accountId, batchId, id) });
    });
  }
  const profile =
    draft.mappingProfile === undefined
      ? undefined
      : v.parse(mappingProfileRecordSchema, {
          ...draft.mappingProfile,
          savedAt: now.toISOString(),
        });
  const batches = importBatchesOf(db);
  const profiles = mappingProfilesOf(db);
  const tables = [db.transactions, db.accounts, db.categories, batches, profiles];
  const ownCategoryIds = [...new Set(checked.map(({ row }) => row.categoryId))].filter(
    (categoryId) => !isBuiltInCategoryId(categoryId),
  );
  return db.transaction('rw', tables, async () => {
    // What the write depends on, read at once (one wait, not one per read).
    const [account, ownCategories, known, stored] = await Promise.all([
      db.accounts.get(draft.accountId),
      db.categories.bulkGet(ownCategoryIds),
      keysOf(db, draft.accountId),
      db.transactions.count(),
    ]);
    if (account === undefined) {
      throw new LedgerError('unknownReference', LEDGER_ERROR_MESSAGES.unknownAccount);
    }
    if (ownCategories.some((category) => category === undefined)) {
      throw new LedgerError('unknownReference', LEDGER_ERROR_MESSAGES.unknownCategory);
    }
    const fresh = checked.filter(({ row }) => {
      if (known.has(row.importKey)) return false;
      known.add(row.importKey);
      return true;
    });
    if (fresh.length === 0) throw new LedgerError('invalid', IMPORT_MESSAGES.nothingToImport);
    if (stored + fresh.length > LEDGER_MAX_TRANSACTIONS) {
      throw new LedgerError('limit', LEDGER_ERROR_MESSAGES.tooManyTransactions);
    }
    const transactions = fresh.map(({ transaction }) => transaction);
    const batch: ImportBatch = {
      id: batchId,
      importedAt: now.toISOString(),
      fileName: draft.fileName.slice(0, 260),
      format: draft.format,
      accountId: draft.accountId,
      transactionIds: transactions.map((t) => t.id),
      importKeys: fresh.map(({ row }) => row.importKey),
    };
    // In slices: each slice's requests complete in later tasks, so the page is never held
    // for the whole batch, and the transaction stays open (requests in flight) until the end.
    for (let start = 0; start < transactions.length; start += writeSlice) {
      const slice = markChecked(transactions.slice(start, start + writeSlice));
      // Dexie's types ask for a mutable array; bulkAdd does not change it.
      await db.transactions.bulkAdd(slice as LedgerTransaction[]);
    }
    await batches.add(batch);
    if (profile !== undefined) await profiles.put(profile);
    return batch;
  });
}

/**
 * Undoes an import: deletes exactly its movements and the batch; returns how many. Its
 * movements are the ones the batch lists that still carry its id (one deleted since, or
 * never written, is skipped).
 */
export async function undoImport(db: LedgerDatabase, batchId: string): Promise<number> {
  const batches = importBatchesOf(db);
  return db.transaction('rw', [db.transactions, batches], async () => {
    const batch = await batches.get(batchId);
    if (batch === undefined) {
      throw new LedgerError('notFound', IMPORT_MESSAGES.batchNotFound);
    }
    const listed = await db.transactions.bulkGet(batch.transactionIds);
    const ids = listed.flatMap((t) => (t?.importBatchId === batchId ? [t.id] : []));
    await db.transactions.bulkDelete(ids);
    await batches.delete(batchId);
    return ids.length;
  });
}

/** A row of the list "Importazioni". */
export interface ImportBatchSummary {
  id: string;
  importedAt: string;
  fileName: string;
  accountId: string;
  rows: number;
}

/** Every import, the newest first. */
export async function listImportBatches(db: LedgerDatabase): Promise<ImportBatchSummary[]> {
  const batches = await importBatchesOf(db).orderBy('importedAt').reverse().toArray();
  return batches.map(({ id, importedAt, fileName, accountId, transactionIds }) => ({
    id,
    importedAt,
    fileName,
    accountId,
    rows: transactionIds.length,
  }));
}

/** What the preview of an import into an account compares the file with. */
export interface AccountImportState {
  /** The account's movements as duplicate detection and recurring detection see them. */
  existing: (ExistingMovement & { description: string })[];
  /**
   * The import keys of its movements deleted after their import: the batches keep them, so
   * commitImport leaves those rows out, and the preview counts them among "già presenti"
   * (classifyRows' `removedKeys`) to say the same.
   */
  removedKeys: string[];
}

/** The account's movements and the keys of those deleted since their import, in one read. */
export async function accountImportState(
  db: LedgerDatabase,
  accountId: string,
): Promise<AccountImportState> {
  const batches = importBatchesOf(db);
  return db.transaction('r', [db.transactions, batches], async () => {
    const keyOf = new Map<string, string>();
    await batches
      .where('accountId')
      .equals(accountId)
      .each((batch) =>
        batch.transactionIds.forEach((transactionId, index) => {
          const key = batch.importKeys[index];
          if (key !== undefined) keyOf.set(transactionId, key);
        }),
      );
    const transactions = await db.transactions
      .where('[accountId+date]')
      .between([accountId, Dexie.minKey], [accountId, Dexie.maxKey])
      .toArray();
    const existing = transactions.map((t) => {
      const importKey = keyOf.get(t.id) ?? null;
      keyOf.delete(t.id);
      return {
        id: t.id,
        date: t.date,
        amountCents: t.amount,
        description: t.description,
        importKey,
      };
    });
    return { existing, removedKeys: [...keyOf.values()] };
  });
}

/** The account's movements as duplicate detection and recurring detection see them. */
export async function accountMovements(
  db: LedgerDatabase,
  accountId: string,
): Promise<(ExistingMovement & { description: string })[]> {
  return (await accountImportState(db, accountId)).existing;
}
