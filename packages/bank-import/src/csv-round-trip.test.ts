import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDate } from './parse-date';
import { readCsvStatement, tableMovements } from './statement-table';
import { utf8 } from './testing/bytes';
import {
  type CsvLayout,
  formatItalianAmount,
  type MovementToWrite,
  writeCsvStatement,
} from './write-csv-statement';

const LAYOUTS: CsvLayout[] = ['importo-eur', 'entrate-uscite', 'dare-avere', 'plain-comma'];

const date = fc
  .record({
    year: fc.integer({ min: 1990, max: 2068 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, day }) => isoDate(year, month, day) ?? 'invalida');

// Descriptions a bank writes, including separators, quotes and formula-looking starts.
const description = fc
  .tuple(
    fc.constantFrom('', '=', '+', '-', '@', '"'),
    fc.stringMatching(/^[A-Za-z0-9 ;,."'àèé*/]{1,30}$/),
  )
  .map(([start, rest]) => `${start}${rest}`.trim().replace(/\s+/g, ' '))
  .filter((text) => text !== '');

const movement: fc.Arbitrary<MovementToWrite> = fc.record({
  date,
  description,
  amountCents: fc.integer({ min: -99_999_999, max: 99_999_999 }).filter((cents) => cents !== 0),
});

describe('write → read of a CSV statement', () => {
  it('never changes an amount, a date or a description, and keeps every row', () => {
    fc.assert(
      fc.property(
        fc.array(movement, { minLength: 1, maxLength: 25 }),
        fc.constantFrom(...LAYOUTS),
        (movements, layout) => {
          const table = readCsvStatement(utf8(writeCsvStatement(movements, layout), true));
          const read = tableMovements(table);
          expect(
            read.map(({ date: d, description: text, amountCents }) => ({
              date: d,
              description: text,
              amountCents,
            })),
          ).toEqual(movements);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('formats Italian amounts grouped and ungrouped', () => {
    expect(formatItalianAmount(-123456789)).toBe('-1.234.567,89');
    expect(formatItalianAmount(5, false)).toBe('0,05');
  });
});
