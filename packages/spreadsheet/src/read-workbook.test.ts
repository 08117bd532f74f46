import { describe, expect, it } from 'vitest';
import { readWorkbook, SpreadsheetError } from './read-workbook';
import { Formatted, xlsxBytes } from './testing/xlsx';

// Numbers written as a caller of ours writes them: here with a decimal comma, to see them.
const options = { maxRows: 100, numberText: (value: number) => String(value).replace('.', ',') };

async function rowsOf(bytes: Uint8Array, opts = options) {
  const sheets = await readWorkbook(bytes, opts);
  return sheets.map((sheet) => ({ name: sheet.name, rows: sheet.readRows() }));
}

async function refusal(run: () => Promise<unknown>): Promise<SpreadsheetError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof SpreadsheetError) return error;
    throw error;
  }
  throw new Error('nessun rifiuto');
}

describe('readWorkbook', () => {
  it('reads every sheet in order, each filled row with its row number, empty rows left out', async () => {
    const bytes = await xlsxBytes({
      Copertina: [],
      Clienti: [['Nome', 'Email'], [], ['Anna Neri', 'anna@studio.it'], [null, '  ']],
    });
    expect(await rowsOf(bytes)).toEqual([
      { name: 'Copertina', rows: [] },
      {
        name: 'Clienti',
        rows: [
          { line: 1, cells: ['Nome', 'Email'] },
          { line: 3, cells: ['Anna Neri', 'anna@studio.it'] },
        ],
      },
    ]);
  });

  it('turns each cell into the text a CSV would hold', async () => {
    const bytes = await xlsxBytes({
      Foglio1: [
        [
          new Date(Date.UTC(2026, 0, 15)),
          1250000.5,
          0.1 + 0.2,
          new Formatted(0.175, '0.0%'),
          new Formatted(0.35, '"%" 0.00'),
          { richText: [{ text: 'Anna ' }, { font: { bold: true }, text: 'Neri' }] },
          { text: 'sito', hyperlink: 'https://example.com' },
          true,
          '  spazi  ',
        ],
      ],
    });
    expect((await rowsOf(bytes))[0]?.rows[0]?.cells).toEqual([
      '2026-01-15',
      '1250000,5',
      '0,3',
      '17,5',
      // A % inside quotes is text of the format, not a percent.
      '0,35',
      'Anna Neri',
      'sito',
      'VERO',
      'spazi',
    ]);
  });

  it('reads a formula as the result Excel saved, never evaluated; a formula-like text stays text', async () => {
    const bytes = await xlsxBytes({
      Foglio1: [
        [
          { formula: 'B1*2', result: 500000 },
          { formula: 'HYPERLINK("http://x.it";"Anna")', result: 'Anna' },
          { formula: 'A1+1' },
          { formula: 'DATA(2026;1;2)', result: new Date(Date.UTC(2026, 0, 2)) },
          '=1+1',
          '+39 333 1234567',
          '-5%',
          '@SOMMA(A1)',
        ],
      ],
    });
    expect((await rowsOf(bytes))[0]?.rows[0]?.cells).toEqual([
      '500000',
      'Anna',
      '',
      '2026-01-02',
      '=1+1',
      '+39 333 1234567',
      '-5%',
      '@SOMMA(A1)',
    ]);
  });

  it('refuses a sheet over the row limit when its rows are asked for, and only that sheet', async () => {
    const bytes = await xlsxBytes({
      Clienti: [['Nome'], ['Anna']],
      Storico: [['Nome'], ['Anna'], ['Bruno'], ['Carla']],
    });
    const [clienti, storico] = await readWorkbook(bytes, { ...options, maxRows: 3 });
    expect(clienti?.readRows()).toHaveLength(2);
    const error = await refusal(async () => storico?.readRows());
    expect(error).toMatchObject({ code: 'too-many-rows', sheet: 'Storico' });
  });

  it('refuses a workbook that does not open: damaged, or not a workbook at all', async () => {
    const workbook = await xlsxBytes({ Clienti: [['Nome', 'Email']] });
    // Its entries wiped, its central directory kept: the names say .xlsx, the content does not open.
    const damaged = workbook.slice();
    damaged.fill(0, 40, workbook.length - 2000);
    expect((await refusal(() => readWorkbook(damaged, options))).code).toBe('unreadable');
    const notAZip = new TextEncoder().encode('Nome;Email\n');
    expect((await refusal(() => readWorkbook(notAZip, options))).code).toBe('unreadable');
  });
});
