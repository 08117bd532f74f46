import { type Client } from '@traguardo/domain/entities';

/**
 * The client a route parameter names. The parameter comes from the address bar, so it is
 * matched exactly against known ids and never used for anything else.
 */
export function findClient(clients: readonly Client[], id: string | undefined): Client | undefined {
  if (id === undefined || id === '') return undefined;
  return clients.find((client) => client.id === id);
}
