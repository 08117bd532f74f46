import { useCallback } from 'react';
import { type ClientBookName } from '@traguardo/client-book/books';
import { createPersistedStore } from '@traguardo/persistence/create-persisted-store';
import { bindStore } from '@traguardo/app-runtime/bind-store';
import { useBookStore } from './book-store';
import { SELECTION_STORAGE, persistence } from './storage';

type SelectionState = {
  /**
   * Per book, the client the advisor last opened or picked for a report, an untrusted id;
   * null for none, stored as such so that clearing it reaches the other tabs too.
   */
  selectedClientId: Record<ClientBookName, string | null>;
  select: (book: ClientBookName, clientId: string | undefined) => void;
  /** `book`'s selection cleared (the demo reset: 'demo'). */
  reset: (book: ClientBookName) => void;
};

export const useSelectionStore = bindStore(
  createPersistedStore<SelectionState>()(
    SELECTION_STORAGE,
    (set) => ({
      selectedClientId: { demo: null, own: null },
      select: (book, clientId) =>
        set((state) => ({
          selectedClientId: { ...state.selectedClientId, [book]: clientId ?? null },
        })),
      reset: (book) =>
        set((state) => ({ selectedClientId: { ...state.selectedClientId, [book]: null } })),
    }),
    { ...persistence, partialize: ({ selectedClientId }) => ({ selectedClientId }) },
  ),
);

/** The open book's selected client (an untrusted id), undefined for none. */
export function useSelectedClientId(): string | undefined {
  const book = useBookStore((state) => state.book);
  return useSelectionStore((state) => state.selectedClientId[book]) ?? undefined;
}

/** Selects a client of the open book (undefined for none); the other book's selection stays. */
export function useSelectClient(): (clientId: string | undefined) => void {
  const book = useBookStore((state) => state.book);
  const select = useSelectionStore((state) => state.select);
  return useCallback((clientId) => select(book, clientId), [book, select]);
}
