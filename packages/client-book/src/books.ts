// The advisor's two books of clients: the demo (the spec's sample clients) and the advisor's
// own. Each is a database of its own, so they never mix and switching never touches either.

export const CLIENT_BOOKS = ['demo', 'own'] as const;

export type ClientBookName = (typeof CLIENT_BOOKS)[number];

/** The IndexedDB database of a book: 'traguardo-book-demo', 'traguardo-book-own'. */
export function bookDatabaseName(book: ClientBookName): string {
  return `traguardo-book-${book}`;
}

export function isClientBookName(value: unknown): value is ClientBookName {
  return (CLIENT_BOOKS as readonly unknown[]).includes(value);
}
