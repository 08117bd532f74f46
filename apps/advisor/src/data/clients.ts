import { type Client } from '@traguardo/domain/entities';
import { clients as sampleClients } from '@traguardo/sample-data/clients';
import { clientList } from './client-list';

/** The advisor's clients, the one list every screen reads. */
export const clients: readonly Client[] = clientList;

/** A client's key in lists (React keys, virtualized rows). */
export function clientKey(client: Client): string {
  return client.id;
}

/**
 * The clients whose page the build renders to HTML (app/definition.ts): at most as many as
 * the sample list has, so a book of thousands does not write thousands of files; every
 * other client's page renders in the browser from the shell page.
 */
export function prerenderedClients(): readonly Client[] {
  return clients.slice(0, sampleClients.length);
}
