import { type ClientBookName } from '@traguardo/client-book/books';
import { createPersistedStore } from '@traguardo/persistence/create-persisted-store';
import { bindStore } from '@traguardo/app-runtime/bind-store';
import { BOOK_STORAGE, persistence } from './storage';

type BookState = {
  /** The book every screen reads: the demo (the first visit's) or the advisor's own. */
  book: ClientBookName;
  openBook: (book: ClientBookName) => void;
};

/** The open book, kept on the device so a reload (and another tab) keeps it. */
export const useBookStore = bindStore(
  createPersistedStore<BookState>()(
    BOOK_STORAGE,
    (set) => ({
      book: 'demo',
      openBook: (book) => set({ book }),
    }),
    { ...persistence, partialize: (state) => ({ book: state.book }) },
  ),
);
