import { type Client } from '@traguardo/domain/entities';

/** A client's key in lists (React keys, virtualized rows). */
export function clientKey(client: Client): string {
  return client.id;
}
