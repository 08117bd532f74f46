import { type Client } from '@traguardo/domain/entities';
import { clientList } from './client-list';

/** The advisor's clients, the one list every screen reads. */
export const clients: readonly Client[] = clientList;

/** A client's key in lists (React keys, virtualized rows). */
export function clientKey(client: Client): string {
  return client.id;
}
