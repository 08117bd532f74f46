import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readStatementFile } from './read-statement-file';
import { tableMovements } from './statement-table';
import { movementArbitrary } from './testing/movements';
import { xlsxBytes } from '@traguardo/spreadsheet/testing/xlsx';

// Excel stores amounts as binary floats (87.34 is 87.3399999…) and dates as day numbers:
// reading them back must still give the exact cents and the calendar date.
describe('write → read of an .xlsx statement', () => {
  it('never changes an amount or a date', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(movementArbitrary, { minLength: 1, maxLength: 15 }),
        async (movements) => {
          const bytes = await xlsxBytes({
            Movimenti: [
              ['Data contabile', 'Descrizione', 'Importo'],
              ...movements.map((m) => [
                new Date(`${m.date}T00:00:00Z`),
                m.description,
                m.amountCents / 100,
              ]),
            ],
          });
          const file = await readStatementFile(bytes);
          if (file.kind !== 'table') throw new Error('non una tabella');
          expect(
            tableMovements(file).map(({ date, description, amountCents }) => ({
              date,
              description,
              amountCents,
            })),
          ).toEqual(movements);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('reads a formula’s cached result, rounded to the cent, as text never evaluated', async () => {
    const bytes = await xlsxBytes({
      Movimenti: [
        ['Data', 'Descrizione', 'Importo'],
        [
          '05/03/2026',
          { formula: 'HYPERLINK("x")', result: 'Negozio' },
          { formula: 'B9+C9', result: 0.1 + 0.2 },
        ],
        ['06/03/2026', '=1+1', -45.9],
      ],
    });
    const file = await readStatementFile(bytes);
    if (file.kind !== 'table') throw new Error('non una tabella');
    expect(
      tableMovements(file).map(({ description, amountCents }) => [description, amountCents]),
    ).toEqual([
      ['Negozio', 30],
      ['=1+1', -4590],
    ]);
  });
});
