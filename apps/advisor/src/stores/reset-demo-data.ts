import { type ClientBookName } from '@traguardo/client-book/books';
import { deleteBook } from '@traguardo/client-book/book-database';
import { useGeneratedReportsStore } from './generated-reports-store';
import { useNotesStore } from './notes-store';
import { useSelectionStore } from './selection-store';
import { useSettingsStore } from './settings-store';

/**
 * Everything the advisor changed in the demo goes back to the sample data, here, in storage
 * and in the demo's book of clients, which is deleted and filled with the sample clients
 * again when next opened (an open connection closes, then reopens). The book goes first:
 * when it cannot be deleted nothing is reset, and the caller says so. The advisor's own book
 * and everything kept for it (its notes, settings, selection, reports) is never touched,
 * whichever book is open.
 */
export async function resetDemoData(): Promise<void> {
  await deleteBook('demo');
  resetDemoStores();
}

/** The demo's part of the advisor's stores back to the sample data, here and in storage. */
export function resetDemoStores(): void {
  resetStores('demo');
}

/** Both books' part of the stores back to where they start (tests: a fresh device). */
export function resetAllStores(): void {
  resetStores('demo');
  resetStores('own');
}

function resetStores(book: ClientBookName): void {
  useNotesStore.getState().reset(book);
  useSettingsStore.getState().reset(book);
  useSelectionStore.getState().reset(book);
  useGeneratedReportsStore.getState().reset(book);
}
