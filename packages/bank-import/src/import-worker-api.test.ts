import { connectWorker } from '@traguardo/app-runtime/worker-rpc';
import { ChannelWorker } from '@traguardo/app-runtime/testing/channel-worker';
import { afterEach, describe, expect, it } from 'vitest';
import { type ColumnMapping } from './column-mapping';
import { type ImportWorkerApi, importWorkerApi } from './import-worker-api';
import { STARTER_RULES } from './starter-rules';
import { utf8 } from './testing/bytes';
import { SAMPLE_MOVEMENTS } from './testing/movements';
import { writeCsvStatement } from './write-csv-statement';
import { writeCamt053 } from './write-xml-statement';

// The worker's API answered across a real MessageChannel, as the page will call it.
const workers: ChannelWorker<ImportWorkerApi>[] = [];
function connect() {
  const worker = new ChannelWorker(importWorkerApi);
  workers.push(worker);
  return connectWorker<ImportWorkerApi>(() => worker);
}
afterEach(() => {
  for (const worker of workers.splice(0)) worker.terminate();
});

const bufferOf = (bytes: Uint8Array) => bytes.slice().buffer;

describe('the import worker', () => {
  it('reads a CSV moved to it: the preview, the mapping proposed, the movements', async () => {
    const connection = connect();
    const buffer = bufferOf(utf8(writeCsvStatement(SAMPLE_MOVEMENTS, 'entrate-uscite'), true));
    const result = await connection.transfer([buffer], 'readFile', buffer, {}, null);
    expect(buffer.byteLength).toBe(0);
    if (!result.ok) throw new Error(result.message);
    expect(result.format).toBe('csv');
    expect(result.table?.preview[0]).toEqual([
      'Data contabile',
      'Data valuta',
      'Descrizione operazione',
      'Entrate',
      'Uscite',
    ]);
    expect(result.table?.mapping?.amount).toEqual({ kind: 'credit-debit', credit: 3, debit: 4 });
    expect(result.movements).toHaveLength(SAMPLE_MOVEMENTS.length);
  });

  it('uses the saved profile of the layout over the proposal, and says when the columns are unknown', async () => {
    const connection = connect();
    const bytes = utf8('Quando;Cosa;Quanto\n01/02/2026;Bar;-1,00\n');
    const proposed = await connection.call('readFile', bufferOf(bytes), {}, null);
    if (!proposed.ok) throw new Error(proposed.message);
    // Found by the cells: the date and the amount, but no description column.
    expect(proposed.movements.map((m) => [m.date, m.description, m.amountCents])).toEqual([
      ['2026-02-01', '', -100],
    ]);
    const profile: ColumnMapping = {
      date: 0,
      valueDate: null,
      description: [1],
      amount: { kind: 'signed', column: 2 },
    };
    const profiles = { [proposed.table?.layoutKey ?? '']: profile };
    const mapped = await connection.call('readFile', bufferOf(bytes), profiles, null);
    expect(mapped.ok && mapped.movements.map((m) => m.description)).toEqual(['Bar']);
    const unknown = await connection.call(
      'readFile',
      bufferOf(utf8('Data;Nota\n01/02/2026;ciao\n')),
      {},
      null,
    );
    expect(unknown.ok && unknown.mappingProblem?.message).toBe(
      'Non riconosco le colonne di data e importo: indica quali sono.',
    );
  });

  it('answers a refusal as a value with its code, Italian message and line', async () => {
    const connection = connect();
    const truncated = writeCamt053(SAMPLE_MOVEMENTS).slice(0, 500);
    expect(await connection.call('readFile', bufferOf(utf8(truncated)), {}, null)).toMatchObject({
      ok: false,
      code: 'truncated-xml',
      line: null,
    });
    const badDate = utf8('Data;Descrizione;Importo\n32/01/2026;Bar;-1,00\n');
    const result = await connection.call('readFile', bufferOf(badDate), {}, null);
    expect(result.ok && result.mappingProblem).toEqual({
      ok: false,
      code: 'bad-date',
      message: 'Riga 2: la data «32/01/2026» non è una data valida.',
      line: 2,
      badRows: null,
    });
  });

  it('prepares the preview: duplicates, categories and recurring', async () => {
    const connection = connect();
    const read = await connection.call(
      'readFile',
      bufferOf(utf8(writeCamt053(SAMPLE_MOVEMENTS))),
      {},
      null,
    );
    if (!read.ok) throw new Error(read.message);
    const first = await connection.call('prepare', 'conto-1', read.movements, [], STARTER_RULES);
    expect(first.counts).toEqual({ new: SAMPLE_MOVEMENTS.length, present: 0, probable: 0 });
    expect(first.rows[0]).toMatchObject({ categoryId: 'Cibo', recurring: false });
    const netflix = read.movements.flatMap((m, index) =>
      m.description === 'NETFLIX.COM' ? [first.rows[index]] : [],
    );
    expect(netflix.map((row) => [row?.categoryId, row?.recurring])).toEqual([
      ['Intrattenimento', true],
      ['Intrattenimento', true],
      ['Intrattenimento', true],
    ]);
    const existing = read.movements.map((m, index) => ({
      id: `t${index}`,
      date: m.date,
      amountCents: m.amountCents,
      description: m.description,
      importKey: first.rows[index]?.verdict.importKey ?? null,
    }));
    const again = await connection.call(
      'prepare',
      'conto-1',
      read.movements,
      existing,
      STARTER_RULES,
    );
    expect(again.counts).toEqual({ new: 0, present: SAMPLE_MOVEMENTS.length, probable: 0 });
  });
});

describe('readAndPrepare', () => {
  it('answers the file as read and its preview in one call', async () => {
    const connection = connect();
    const buffer = bufferOf(utf8(writeCsvStatement(SAMPLE_MOVEMENTS, 'importo-eur')));
    const { read, prepared } = await connection.transfer(
      [buffer],
      'readAndPrepare',
      buffer,
      {},
      null,
      {
        accountId: 'conto',
        existing: [],
        rules: STARTER_RULES,
      },
    );
    if (!read.ok) throw new Error(read.message);
    expect(read.movements).toHaveLength(SAMPLE_MOVEMENTS.length);
    expect(prepared?.counts).toEqual({ new: SAMPLE_MOVEMENTS.length, present: 0, probable: 0 });
    expect(prepared?.rows[0]?.categoryId).toBe('Cibo');
  });

  it('gives no preview for a refused file', async () => {
    const connection = connect();
    const { read, prepared } = await connection.call(
      'readAndPrepare',
      new ArrayBuffer(0),
      {},
      null,
      {
        accountId: 'conto',
        existing: [],
        rules: [],
      },
    );
    expect(read).toMatchObject({ ok: false, code: 'empty' });
    expect(prepared).toBeNull();
  });
});
