import { type ClientBookName } from '@traguardo/client-book/books';

/**
 * The CSV worker's API. `write` answers the file (a Blob, UTF-8) of the clients of `book`
 * named by id, in that order. The worker reads the book itself (IndexedDB is there in a
 * worker too), so an export sends ids, never the clients.
 */
export type ClientsCsvWorker = {
  write: (book: ClientBookName, ids: readonly string[]) => Promise<Blob>;
};
