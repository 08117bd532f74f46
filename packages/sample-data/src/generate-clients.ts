import { type Client, type ClientStatus } from '@traguardo/domain/entities';

// For scale runs only (issue 11): the product itself shows the fixed `clients` list.

const FIRST_NAMES = [
  'Marco',
  'Giulia',
  'Alessandro',
  'Francesca',
  'Luca',
  'Chiara',
  'Matteo',
  'Sara',
  'Davide',
  'Elena',
  'Andrea',
  'Martina',
  'Federico',
  'Valentina',
  'Niccolò',
  'Beatrice',
] as const;
const LAST_NAMES = [
  'Rossi',
  'Bianchi',
  'Ferrari',
  'Russo',
  'Romano',
  'Gallo',
  'Costa',
  'Fontana',
  'Conti',
  'Esposito',
  'Ricci',
  'Bruno',
  'De Luca',
  'Moretti',
  'Marino',
  'Greco',
] as const;

/** Deterministic numbers in [0, 1) from a seed (mulberry32): the same seed, the same clients. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Ranges that keep each client's KPIs in agreement with its status.
const ranges: Record<
  ClientStatus,
  {
    savings: [number, number];
    fund: [number, number];
    fee: [number, number];
    gap: [number, number];
  }
> = {
  green: { savings: [20, 32], fund: [6, 12], fee: [0.2, 0.5], gap: [0, 15] },
  yellow: { savings: [12, 19], fund: [3, 5.9], fee: [0.5, 0.9], gap: [15, 40] },
  red: { savings: [0, 8], fund: [0.5, 2], fee: [1.1, 1.5], gap: [50, 80] },
};

const STATUSES: readonly ClientStatus[] = ['green', 'green', 'yellow', 'red'];

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick da una lista vuota');
  return item;
}

function between([min, max]: [number, number], random: () => number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((min + random() * (max - min)) * factor) / factor;
}

/** `n` plausible clients with ids 'g1'…'gN', the same for the same seed, one at a time. */
export function* generatedClients(n: number, seed: number): Generator<Client, void, undefined> {
  const random = seededRandom(seed);
  const count = Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
  for (let index = 0; index < count; index++) {
    const status = pick(STATUSES, random);
    const range = ranges[status];
    const first = pick(FIRST_NAMES, random);
    const last = pick(LAST_NAMES, random);
    const day = 1 + Math.floor(random() * 28);
    const month = 1 + Math.floor(random() * 12);
    yield {
      id: `g${index + 1}`,
      name: `${first} ${last}`,
      email: `${first}.${last}.${index + 1}@email.it`.toLowerCase().replaceAll(' ', ''),
      status,
      netWorth: Math.round(50_000 + random() * 2_000_000),
      savingsRate: between(range.savings, random, 0),
      emergencyFund: between(range.fund, random, 1),
      investmentFee: between(range.fee, random, 2),
      insuranceGap: between(range.gap, random, 0),
      lastContact: `2024-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    };
  }
}

/** `n` plausible clients with ids 'g1'…'gN', the same for the same seed. */
export function generateClients(n: number, seed: number): Client[] {
  return [...generatedClients(n, seed)];
}
