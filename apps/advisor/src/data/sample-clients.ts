import { type ClientBookName } from '@traguardo/client-book/books';
import { clientList } from './client-list';

const sampleIds = new Set(clientList.map((client) => client.id));

/**
 * Whether the client `id` of `book` is one of the demo's sample clients, the only ones with
 * the demo's simulated history, allocation, documents and note. A client the advisor adds
 * to the demo, and every client of the own book, has only what was entered or imported.
 */
export function isSampleClient(book: ClientBookName, id: string): boolean {
  return book === 'demo' && sampleIds.has(id);
}
