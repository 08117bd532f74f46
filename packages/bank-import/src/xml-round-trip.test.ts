import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readStatementFile } from './read-statement-file';
import { movementArbitrary } from './testing/movements';
import { utf8 } from './testing/bytes';
import { writeCamt053, writeOfx1, writeOfx2 } from './write-xml-statement';

const WRITERS = { ofx1: writeOfx1, ofx2: writeOfx2, camt053: writeCamt053 };

describe('write → read of OFX and CAMT.053', () => {
  it('never changes an amount, a date or a description; every movement keeps the bank’s id', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(movementArbitrary, { minLength: 1, maxLength: 20 }),
        fc.constantFrom(...(Object.keys(WRITERS) as (keyof typeof WRITERS)[])),
        async (movements, format) => {
          const file = await readStatementFile(utf8(WRITERS[format](movements)));
          if (file.kind !== 'statement') throw new Error(`letto come ${file.kind}`);
          expect(file.movements.map(({ date, amountCents }) => ({ date, amountCents }))).toEqual(
            movements.map(({ date, amountCents }) => ({ date, amountCents })),
          );
          // OFX 1's NAME holds 32 characters; the whole text is in MEMO, and NAME–MEMO are joined.
          file.movements.forEach((read, index) =>
            expect(read.description).toContain(movements[index]?.description),
          );
          expect(file.movements.map((read) => read.bankId)).toEqual(
            movements.map((_, index) => `TRG${index + 1}`),
          );
        },
      ),
      { numRuns: 120 },
    );
  });
});
