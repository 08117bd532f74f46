import fc from 'fast-check';
import { isoDate } from '../parse-date';
import { type MovementToWrite } from '../write-csv-statement';

/** A calendar date between 1990 and 2068, as yyyy-mm-dd. */
export const dateArbitrary = fc
  .record({
    year: fc.integer({ min: 1990, max: 2068 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => isoDate(year, month, day))
  .filter((date) => date !== undefined);

/** Descriptions a bank writes, including separators, quotes, `&` and formula-looking starts. */
export const descriptionArbitrary = fc
  .tuple(
    fc.constantFrom('', '=', '+', '-', '@', '"'),
    fc.stringMatching(/^[A-Za-z0-9 ;,."'&<>àèé*/]{1,30}$/),
  )
  .map(([start, rest]) => `${start}${rest}`.trim().replace(/\s+/g, ' '))
  .filter((text) => text !== '');

export const movementArbitrary: fc.Arbitrary<MovementToWrite> = fc.record({
  date: dateArbitrary,
  description: descriptionArbitrary,
  amountCents: fc.integer({ min: -99_999_999, max: 99_999_999 }).filter((cents) => cents !== 0),
});

/** A fixed list of invented movements over three months, for the sample files. */
export const SAMPLE_MOVEMENTS: readonly MovementToWrite[] = [
  { date: '2026-01-02', description: 'ESSELUNGA MILANO VIA ESEMPIO', amountCents: -8734 },
  { date: '2026-01-05', description: 'ADDEBITO DIRETTO ENEL ENERGIA', amountCents: -6420 },
  { date: '2026-01-10', description: 'PAGAMENTO POS BAR CENTRALE', amountCents: -350 },
  { date: '2026-01-10', description: 'PAGAMENTO POS BAR CENTRALE', amountCents: -350 },
  { date: '2026-01-15', description: 'NETFLIX.COM', amountCents: -1399 },
  {
    date: '2026-01-27',
    description: 'BONIFICO STIPENDIO GENNAIO DA ACME SRL',
    amountCents: 215000,
  },
  { date: '2026-02-02', description: 'TELEPASS PEDAGGI', amountCents: -4210 },
  { date: '2026-02-05', description: 'ADDEBITO DIRETTO ENEL ENERGIA', amountCents: -6610 },
  { date: '2026-02-15', description: 'NETFLIX.COM', amountCents: -1399 },
  { date: '2026-02-16', description: 'F24 DELEGA UNIFICATA', amountCents: -32000 },
  {
    date: '2026-02-27',
    description: 'BONIFICO STIPENDIO FEBBRAIO DA ACME SRL',
    amountCents: 215000,
  },
  { date: '2026-03-03', description: 'CONAD SUPERSTORE', amountCents: -5612 },
  { date: '2026-03-15', description: 'NETFLIX.COM', amountCents: -1399 },
  { date: '2026-03-20', description: 'RIMBORSO SPESE =CONDOMINIO', amountCents: 12500 },
];
