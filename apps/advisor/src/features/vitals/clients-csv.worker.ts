// The CSV is written here, off the main thread: formatting and quoting 10,000 rows would
// otherwise hold the page in one long task. The file goes back as a Blob made here: the
// page only names it and hands it to the browser (a Blob made there from 2 MB of bytes
// cost it a 170 ms task in URL.createObjectURL).
//
// The clients are read here from the open book, by id, instead of being posted from the
// page (three 50–60 ms tasks of its main thread at 4× CPU for 10,000 clients).
import { type BookDatabase, openBook } from '@traguardo/client-book/book-database';
import { type ClientBookName } from '@traguardo/client-book/books';
import { clientsByIds } from '@traguardo/client-book/client-queries';
import { CLIENTS_CSV_TYPE, clientsCsv } from '@traguardo/domain/clients-csv';
import { answerCalls } from '@traguardo/app-runtime/worker-rpc';
import { type ClientsCsvWorker } from './clients-csv-api';

const books = new Map<ClientBookName, BookDatabase>();

function bookOf(book: ClientBookName): BookDatabase {
  let db = books.get(book);
  if (db === undefined) {
    db = openBook(book);
    books.set(book, db);
  }
  return db;
}

answerCalls<ClientsCsvWorker>({
  write: async (book, ids) => {
    const clients = await clientsByIds(bookOf(book), ids);
    if (clients.length !== ids.length) {
      throw new Error('Alcuni clienti non sono più nell’elenco: riprova.');
    }
    return new Blob([clientsCsv(clients)], { type: CLIENTS_CSV_TYPE });
  },
});
