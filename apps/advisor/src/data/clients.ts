import { type Client } from '@traguardo/domain/entities';
import { clients as sampleClients } from '@traguardo/sample-data/clients';
import { generatedClients } from '@traguardo/sample-data/generate-clients';
import { collectInSlices } from '@traguardo/ui/collect-in-slices';

/** The same seed in every scale build, so every run of the benchmark sees the same people. */
const SCALE_SEED = 11;

/** How long a scale build's page generates clients before handing the thread back. */
const SLICE_MS = 5;

// Replaced at build time: a number only in the builds of `pnpm bench:scale` (see
// vite.config.ts), undefined otherwise, so the product build drops the generator.
const scaleCount = import.meta.env.TRAGUARDO_SCALE_CLIENTS;

const clientList: Client[] = scaleCount === undefined ? [...sampleClients] : [];

/**
 * The advisor's clients, the one list every screen reads: the twelve sample clients, or
 * `TRAGUARDO_SCALE_CLIENTS` generated ones in a scale build, whole once `clientsReady`
 * has resolved.
 */
export const clients: readonly Client[] = clientList;

function generateScaleClients(count: number): Promise<void> {
  const generated = generatedClients(count, SCALE_SEED);
  // The build's prerender (Node) and the CSV worker have no page to keep answering: there
  // the list is whole once this module has run. In a page, 10,000 clients in one go were a
  // task of some 250 ms at 4× CPU, after the first paint; 1,000 a task, some 100 ms each in
  // Lighthouse's reckoning.
  const inPage = typeof document !== 'undefined';
  return collectInSlices(generated, clientList, inPage ? SLICE_MS : Number.POSITIVE_INFINITY);
}

/**
 * Resolves once `clients` is whole; the app mounts after it. At once, with the whole list
 * already there, except in a scale build's page, which generates its clients in slices of
 * a few milliseconds, a task each.
 */
export const clientsReady: Promise<void> =
  scaleCount === undefined ? Promise.resolve() : generateScaleClients(scaleCount);

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
