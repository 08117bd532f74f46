import { describe, expect, it } from 'vitest';
import {
  applyAlwaysLabel,
  importButtonLabel,
  newRowsLabel,
  presentRowsLabel,
  summarizeMovements,
} from './import-texts';
import { readCsvStatement, tableMovements } from './statement-table';
import { utf8 } from './testing/bytes';
import { SAMPLE_MOVEMENTS } from './testing/movements';
import { writeCsvStatement } from './write-csv-statement';

describe('preview texts', () => {
  it('counts in Italian, grouped by thousands', () => {
    expect([newRowsLabel(0), newRowsLabel(1), newRowsLabel(1250)]).toEqual([
      '0 nuovi',
      '1 nuovo',
      '1.250 nuovi',
    ]);
    expect([presentRowsLabel(0), presentRowsLabel(1), presentRowsLabel(14)]).toEqual([
      '0 già presenti',
      '1 già presente',
      '14 già presenti',
    ]);
    expect([importButtonLabel(1), importButtonLabel(14)]).toEqual([
      'Importa 1 movimento',
      'Importa 14 movimenti',
    ]);
    expect(applyAlwaysLabel('ESSELUNGA')).toBe('Applica sempre a «ESSELUNGA»?');
  });
});

describe('summarizeMovements', () => {
  it('gives the count, the sum and the first and last dates of a file', () => {
    const read = tableMovements(
      readCsvStatement(utf8(writeCsvStatement(SAMPLE_MOVEMENTS, 'importo-eur'))),
    );
    expect(summarizeMovements(read)).toEqual({
      count: 14,
      totalCents: 374017,
      firstDate: '2026-01-02',
      lastDate: '2026-03-20',
    });
    expect(summarizeMovements([])).toEqual({
      count: 0,
      totalCents: 0,
      firstDate: null,
      lastDate: null,
    });
  });
});
