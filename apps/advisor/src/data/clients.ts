import { type Client } from '@traguardo/domain/entities';
import { clients as sampleClients } from '@traguardo/sample-data/clients';
import { generateClients } from '@traguardo/sample-data/generate-clients';

/** The same seed in every scale build, so every run of the benchmark sees the same people. */
const SCALE_SEED = 11;

// Replaced at build time: a number only in the builds of `pnpm bench:scale` (see
// vite.config.ts), undefined otherwise, so the product build drops the generator.
const scaleCount = import.meta.env.TRAGUARDO_SCALE_CLIENTS;

/**
 * The advisor's clients, the one list every screen reads: the twelve sample clients, or
 * `TRAGUARDO_SCALE_CLIENTS` generated ones in a scale build.
 */
export const clients: readonly Client[] =
  scaleCount === undefined ? sampleClients : generateClients(scaleCount, SCALE_SEED);

/** A client's key in lists (React keys, virtualized rows). */
export function clientKey(client: Client): string {
  return client.id;
}

/**
 * The clients whose page the build renders to HTML (app/definition.ts): the whole sample
 * list. A scale build (10,000 generated clients) would write a page each, 10,000 files, so it
 * gets only as many as the sample list has, its first clients (g1…g12): enough to measure
 * one, and every other client's page renders in the browser from the shell page.
 */
export function prerenderedClients(): readonly Client[] {
  return clients.slice(0, sampleClients.length);
}
