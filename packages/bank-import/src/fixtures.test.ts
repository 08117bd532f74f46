import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readStatementFile } from './read-statement-file';
import { tableMovements } from './statement-table';
import { sampleFiles } from './testing/sample-files';
import { type ParsedMovement } from './movement';

// The synthetic files under fixtures/ are what the writers produce (UPDATE_FIXTURES=1
// rewrites them), and each reads back as the movements it was written from: the count,
// the sum, the first and the last date, every amount and date.
const folder = new URL('../fixtures/', import.meta.url);
const files = await sampleFiles();
if (process.env.UPDATE_FIXTURES === '1') {
  for (const file of files) writeFileSync(new URL(file.name, folder), file.bytes);
}

async function movementsOf(bytes: Uint8Array): Promise<ParsedMovement[]> {
  const file = await readStatementFile(bytes);
  return file.kind === 'table' ? tableMovements(file) : file.movements;
}

describe('fixtures', () => {
  it('holds exactly the sample files', () => {
    expect(readdirSync(folder).sort()).toEqual(files.map((file) => file.name).sort());
  });

  it.each(files.map((file) => [file.name, file] as const))(
    '%s reads back as written',
    async (name, file) => {
      const committed = new Uint8Array(readFileSync(new URL(name, folder)));
      // An .xlsx is a zip with timestamps: compared by what it holds, not byte by byte.
      if (!name.endsWith('.xlsx')) expect(committed).toEqual(file.bytes);
      const read = await movementsOf(committed);
      expect(read).toHaveLength(file.movements.length);
      expect(read.map(({ date, amountCents }) => ({ date, amountCents }))).toEqual(
        file.movements.map(({ date, amountCents }) => ({ date, amountCents })),
      );
      expect(read.reduce((sum, m) => sum + m.amountCents, 0)).toBe(
        file.movements.reduce((sum, m) => sum + m.amountCents, 0),
      );
      read.forEach((movement, index) =>
        expect(movement.description).toContain(file.movements[index]?.description.slice(0, 20)),
      );
    },
  );
});
