import { type ClientImportRow, planClientImport } from '@traguardo/domain/client-import-plan';
import {
  type ClientColumnMapping,
  isExportLayout,
  missingColumns,
  readClientRows,
  readClientsCsvTable,
  type RejectedRow,
  suggestColumnMapping,
} from '@traguardo/domain/clients-csv-import';
import { type IsoDate } from '@traguardo/domain/entities';
import { type BookDatabase, openBook } from './book-database';
import { BookError } from './book-error';
import { type ClientBookName } from './books';
import { importClients } from './client-commands';
import { undoClientImport } from './client-import-batches';

// 'Importa clienti' as one API, for the advisor's client-import worker (or the page's own
// thread when the worker cannot start): the file is read, checked and planned against the
// open book where this runs, and written there in one bulk transaction. Only counts, the
// mapping and the rejected rows cross to the page; the rows stay here until confirmed.
// Answers are plain values: a refusal carries its Italian message.

/** A file of clients as read through a mapping, and what importing it would do now. */
export type ClientFileReading = {
  /** Names this reading for `commit`. */
  readingId: number;
  headers: string[];
  rowCount: number;
  exportLayout: boolean;
  /** The mapping used: the one given, else the export's own or the suggested one. */
  mapping: ClientColumnMapping;
  /** The fields the mapping leaves without a column (then nothing else is read). */
  missing: string[];
  rejected: RejectedRow[];
  plan: { added: number; updated: number; unchanged: number } | null;
};

export type ClientImportAnswer =
  | { ok: true; added: number; updated: number; batchId: string | null }
  | { ok: false; message: string };

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
  // The rows of the latest reading: a newer one (another mapping, another file) replaces it.
  let latest: { readingId: number; rows: ClientImportRow[] } | null = null;
  let lastId = 0;

  return {
    /** Opens the book ahead of the first file. */
    warm: async (book: ClientBookName): Promise<void> => {
      await bookOf(book).open();
    },
    read: async (
      book: ClientBookName,
      text: string,
      given: ClientColumnMapping | null,
      today: IsoDate,
    ): Promise<ClientFileReading> => {
      const table = readClientsCsvTable(text);
      const mapping = given ?? suggestColumnMapping(table.headers);
      const missing = missingColumns(mapping);
      const readingId = ++lastId;
      const base = {
        readingId,
        headers: table.headers,
        rowCount: table.rows.length,
        exportLayout: isExportLayout(table.headers),
        mapping,
        missing,
      };
      if (missing.length > 0 || table.rows.length === 0) {
        latest = null;
        return { ...base, rejected: [], plan: null };
      }
      const reading = readClientRows(table, mapping, today);
      latest = { readingId, rows: reading.rows };
      const plan = planClientImport(await bookOf(book).clients.toArray(), reading.rows);
      return {
        ...base,
        rejected: reading.rejected,
        plan: { added: plan.added.length, updated: plan.updated.length, unchanged: plan.unchanged },
      };
    },
    commit: async (
      book: ClientBookName,
      readingId: number,
      fileName: string,
    ): Promise<ClientImportAnswer> => {
      if (latest === null || latest.readingId !== readingId) {
        return { ok: false, message: 'Il file è cambiato: controlla di nuovo l’anteprima.' };
      }
      try {
        const done = await importClients(bookOf(book), latest.rows, fileName);
        return {
          ok: true,
          added: done.added.length,
          updated: done.updated.length,
          batchId: done.batchId,
        };
      } catch (error) {
        return refusal(error);
      }
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
