import { type Client } from '@traguardo/domain/entities';
import { clients as sampleClients } from '@traguardo/sample-data/clients';

/** Every client of the advisor's book. A benchmark's build replaces this module (bench/scale). */
export const clientList: readonly Client[] = sampleClients;
