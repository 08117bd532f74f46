import { normalizeText } from '@traguardo/domain/coach';
import { type Client } from '@traguardo/domain/entities';

/** Finds clients by name or email in one list; built once per list, called once per query. */
export type ClientSearch = (query: string) => readonly Client[];

/**
 * Clients whose name or email contains every word of the query, in any order ('rossi
 * marco' finds 'Marco Rossi'), ignoring case, accents and spaces ('nicolo' finds 'Nicolò');
 * an empty query keeps everyone. The names are normalized once here, not on every keystroke.
 */
export function createClientSearch(clients: readonly Client[]): ClientSearch {
  const texts = clients.map(
    (client) => `${normalizeText(client.name)} ${normalizeText(client.email)}`,
  );
  return (query) => {
    const words = normalizeText(query)
      .split(/\s+/)
      .filter((word) => word !== '');
    if (words.length === 0) return clients;
    return clients.filter((_, index) => words.every((word) => texts[index]?.includes(word)));
  };
}
