import { normalizeText } from '@traguardo/domain/coach';
import { type Client } from '@traguardo/domain/entities';

/**
 * Clients whose name contains the query, ignoring case, accents and surrounding
 * spaces ('nicolo' finds 'Nicolò'); an empty query keeps everyone.
 */
export function searchClients(clients: readonly Client[], query: string): readonly Client[] {
  const needle = normalizeText(query.trim());
  if (needle === '') return clients;
  return clients.filter((client) => normalizeText(client.name).includes(needle));
}
