import { normalizeText } from '@traguardo/domain/coach';
import { type Client } from '@traguardo/domain/entities';

/** Finds clients by name in one list; built once per list, called once per query. */
export type ClientSearch = (query: string) => readonly Client[];

/**
 * Clients whose name contains the query, ignoring case, accents and surrounding
 * spaces ('nicolo' finds 'Nicolò'); an empty query keeps everyone. The names are
 * normalized once here, not on every keystroke.
 */
export function createClientSearch(clients: readonly Client[]): ClientSearch {
  const names = clients.map((client) => normalizeText(client.name));
  return (query) => {
    const needle = normalizeText(query.trim());
    if (needle === '') return clients;
    return clients.filter((_, index) => names[index]?.includes(needle));
  };
}
