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
 * is never touched.
 */
export async function resetDemoData(): Promise<void> {
  await deleteBook('demo');
  resetDemoStores();
}

/** The advisor's stores back to the sample data, here and in storage (the book aside). */
export function resetDemoStores(): void {
  useNotesStore.getState().reset();
  useSettingsStore.getState().reset();
  useSelectionStore.getState().reset();
  useGeneratedReportsStore.getState().reset();
}
