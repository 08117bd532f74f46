import { type ClientBookName } from '@traguardo/client-book/books';

/** How the header and Impostazioni name each book. */
export const BOOK_LABELS: Record<ClientBookName, string> = {
  demo: 'Demo',
  own: 'I miei clienti',
};
