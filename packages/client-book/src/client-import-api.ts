import { type ClientImportRow, planClientImport } from '@traguardo/domain/client-import-plan';
import {
  type ClientColumnMapping,
  type ClientFileContent,
  clientsTableOf,
  isExportLayout,
  missingColumns,
  readClientRows,
  type RejectedRow,
  suggestColumnMapping,
} from '@traguardo/domain/clients-csv-import';
import { type IsoDate } from '@traguardo/domain/entities';
import { type BookDatabase, openBook } from './book-database';
import { BookError } from './book-error';
import { type ClientBookName } from './books';
import { undoClientImport } from './client-import-batches';
import { storedClients } from './client-pages';

// 'Importa clienti' as one API, for the advisor's client-import worker (or the page's own
// thread when the worker cannot start): the file is parsed, every row checked, and the
// import planned against the book as stored, off the main thread. The page writes the rows
// it gets back with importClients, one bulk transaction in its own connection, so its live
// queries take the change in without reading the book again. Answers are plain values: a
// refusal carries its Italian message.

/** A file of clients as read through a mapping, and what importing it would do now. */
export type ClientFileReading = {
  headers: string[];
  rowCount: number;
  exportLayout: boolean;
  /** The mapping used: the one given, else the export's own or the suggested one. */
  mapping: ClientColumnMapping;
  /** The fields the mapping leaves without a column (then nothing else is read). */
  missing: string[];
  /** The rows to import (every valid one), for importClients. */
  rows: ClientImportRow[];
  rejected: RejectedRow[];
  plan: { added: number; updated: number; unchanged: number } | null;
};

export type ClientUndoAnswer = { ok: true } | { ok: false; message: string };

const refusal = (error: unknown) => {
  if (error instanceof BookError) return { ok: false as const, message: error.message };
  throw error;
};

/** The API over `open` (openBook in the worker; the page passes its open books). */
export function clientImportApi(open: (book: ClientBookName) => BookDatabase = openBook) {
  const books = new Map<ClientBookName, BookDatabase>();
  const bookOf = (book: ClientBookName) => {
    let db = books.get(book);
    if (db === undefined) {
      db = open(book);
      books.set(book, db);
    }
    return db;
  };

  return {
    /** Opens the book ahead of the first file. */
    warm: async (book: ClientBookName): Promise<void> => {
      await bookOf(book).open();
    },
    read: async (
      book: ClientBookName,
      file: ClientFileContent,
      given: ClientColumnMapping | null,
      today: IsoDate,
    ): Promise<ClientFileReading> => {
      // The book is opened and read while the file is parsed (IndexedDB answers meanwhile).
      const stored = storedClients(bookOf(book));
      // A file that cannot be parsed leaves this unawaited: its failure is not reported twice.
      stored.catch(() => undefined);
      const table = clientsTableOf(file);
      const mapping = given ?? suggestColumnMapping(table.headers);
      const missing = missingColumns(mapping);
      const base = {
        headers: table.headers,
        rowCount: table.rows.length,
        exportLayout: isExportLayout(table.headers),
        mapping,
        missing,
      };
      if (missing.length > 0 || table.rows.length === 0) {
        await stored;
        return { ...base, rows: [], rejected: [], plan: null };
      }
      const reading = readClientRows(table, mapping, today);
      const plan = planClientImport(await stored, reading.rows);
      return {
        ...base,
        rows: reading.rows,
        rejected: reading.rejected,
        plan: { added: plan.added.length, updated: plan.updated.length, unchanged: plan.unchanged },
      };
    },
    undo: async (book: ClientBookName, batchId: string): Promise<ClientUndoAnswer> => {
      try {
        await undoClientImport(bookOf(book), batchId);
        return { ok: true };
      } catch (error) {
        return refusal(error);
      }
    },
  };
}

export type ClientImportApi = ReturnType<typeof clientImportApi>;
