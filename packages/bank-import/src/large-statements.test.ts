import { describe, expect, it } from 'vitest';
import { generateMovements, writeLargeCamt053, writeLargeCsv } from './large-statements';
import { readStatementFile } from './read-statement-file';
import { tableMovements } from './statement-table';
import { utf8 } from './testing/bytes';

/** The files' size here: what the reader does per row is the same at 10,000. */
const ROWS = 1_000;

describe('large statements for the benchmark', () => {
  it('the same count gives the same movements, in date order', () => {
    const movements = generateMovements(500);
    expect(generateMovements(500)).toEqual(movements);
    expect(movements.map((m) => m.date)).toEqual(movements.map((m) => m.date).sort());
  });

  it('a generated CSV and CAMT.053 read back whole (a tenth of the benchmark’s size)', async () => {
    const expected = generateMovements(ROWS);
    const total = expected.reduce((sum, m) => sum + m.amountCents, 0);
    const csv = await readStatementFile(utf8(writeLargeCsv(ROWS)));
    if (csv.kind !== 'table') throw new Error('non una tabella');
    const rows = tableMovements(csv);
    expect(rows).toHaveLength(ROWS);
    expect(rows.reduce((sum, m) => sum + m.amountCents, 0)).toBe(total);
    const camt = await readStatementFile(utf8(writeLargeCamt053(ROWS)));
    if (camt.kind !== 'statement') throw new Error('non un estratto XML');
    expect(camt.movements).toHaveLength(ROWS);
    expect(camt.movements.at(-1)?.date).toBe(expected.at(-1)?.date);
  });
});
