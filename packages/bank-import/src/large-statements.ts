// Large synthetic statements for the import benchmark (`pnpm bench:import`): generated on
// the fly, never committed. The same count and seed give the same file.
import { isoDate } from './parse-date';
import { type CsvLayout, type MovementToWrite, writeCsvStatement } from './write-csv-statement';
import { writeCamt053 } from './write-xml-statement';

const PAYEES: readonly [string, number, number][] = [
  ['PAGAMENTO POS ESSELUNGA', -12000, -800],
  ['PAGAMENTO POS CONAD', -9000, -500],
  ['PAGAMENTO POS BAR CENTRALE', -600, -120],
  ['ADDEBITO DIRETTO ENEL ENERGIA', -9000, -4000],
  ['TELEPASS PEDAGGI', -6000, -500],
  ['NETFLIX.COM', -1399, -1399],
  ['AMAZON EU SARL', -15000, -900],
  ['FARMACIA CENTRALE', -4000, -300],
  ['BONIFICO STIPENDIO DA ACME SRL', 215000, 215000],
  ['RIMBORSO SPESE', 1000, 20000],
];

// mulberry32: a small seeded generator, enough for synthetic data.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` movements from 2020-01-01 on, a few a day, in date order. */
export function generateMovements(count: number, seed = 33): MovementToWrite[] {
  const next = random(seed);
  const start = Date.UTC(2020, 0, 1);
  const movements: MovementToWrite[] = [];
  let day = 0;
  for (let index = 0; index < count; index += 1) {
    if (next() < 0.4) day += 1;
    const when = new Date(start + day * 86_400_000);
    const [description, low, high] = PAYEES[Math.floor(next() * PAYEES.length)] ??
      PAYEES[0] ?? ['X', -1, -1];
    const amountCents = Math.round(low + next() * (high - low)) || -1;
    const date =
      isoDate(when.getUTCFullYear(), when.getUTCMonth() + 1, when.getUTCDate()) ?? '2020-01-01';
    movements.push({ date, description, amountCents });
  }
  return movements;
}

/** A CSV statement of `count` rows in `layout`. */
export function writeLargeCsv(count: number, layout: CsvLayout = 'entrate-uscite'): string {
  return writeCsvStatement(generateMovements(count), layout);
}

/** A CAMT.053 statement of `count` entries. */
export function writeLargeCamt053(count: number): string {
  return writeCamt053(generateMovements(count));
}
