// Stands in for apps/advisor/src/data/client-list.ts in a scale build (../vite.config.ts):
// BENCH_SCALE_CLIENTS generated clients instead of the sample ones, the same people in every
// build (a fixed seed). They are made when the module is evaluated, in one task: a stand-in
// for a book of that size, not a model of how the app reads one.
import { type Client } from '@traguardo/domain/entities';
import { generateClients } from '@traguardo/sample-data/generate-clients';

const SCALE_SEED = 11;

export const clientList: readonly Client[] = generateClients(
  import.meta.env.BENCH_SCALE_CLIENTS,
  SCALE_SEED,
);
