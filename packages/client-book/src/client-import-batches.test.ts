import { type ClientImportRow } from '@traguardo/domain/client-import-plan';
import { clientsCsv } from '@traguardo/domain/clients-csv';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { BOOK_SCHEMA_V1, openBook } from './book-database';
import { BookError } from './book-error';
import { addClient, archiveClient, importClients } from './client-commands';
import { clientImportApi } from './client-import-api';
import { listClientImports, undoClientImport } from './client-import-batches';
import { bookDatabaseName } from './books';
import { activeClients } from './client-queries';
import { storedClients } from './client-pages';

const TODAY = '2026-11-25';
const bruno = {
  name: 'Bruno Blu',
  email: 'bruno@studio.it',
  netWorth: 1000,
  savingsRate: 25,
  emergencyFund: 7,
  investmentFee: 0.2,
  insuranceGap: 0,
  lastContact: '2026-01-02',
};
const rows: ClientImportRow[] = [
  { line: 2, fields: { ...bruno, name: 'Anna Neri', email: 'anna@studio.it', savingsRate: 30 } },
  { line: 3, fields: bruno },
  { line: 4, fields: { ...bruno, name: 'Carla Verdi', email: 'carla@studio.it' } },
];

/** A book with Anna, whom the rows update, and Dario, whom they leave alone. */
async function bookWithTwo() {
  const db = openBook('own');
  const draft = {
    name: 'Anna Neri',
    email: 'anna@studio.it',
    netWorth: '250.000',
    savingsRate: '22',
    emergencyFund: '6,5',
    investmentFee: '0,35',
    insuranceGap: '10',
    lastContact: '2026-10-01',
  };
  await addClient(db, draft, TODAY);
  await addClient(db, { ...draft, name: 'Dario Gialli', email: 'dario@studio.it' }, TODAY);
  return db;
}

async function refusal(run: () => Promise<unknown>): Promise<BookError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof BookError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('undoing a client import', () => {
  it('removes the clients it added and restores the ones it updated exactly', async () => {
    const db = await bookWithTwo();
    const before = await storedClients(db);
    const done = await importClients(db, rows, 'clienti.csv', new Date('2026-11-25T10:00:00Z'));
    expect(await listClientImports(db)).toEqual([
      {
        id: done.batchId,
        importedAt: '2026-11-25T10:00:00.000Z',
        fileName: 'clienti.csv',
        added: 2,
        updated: 1,
      },
    ]);
    expect(await storedClients(db)).toHaveLength(4);

    await undoClientImport(db, done.batchId ?? '');
    expect(await storedClients(db)).toEqual(before);
    expect(await listClientImports(db)).toEqual([]);
    expect(await db.importUndo.count()).toBe(0);
  });

  it('refuses, changing nothing, once a client of the import was changed after it', async () => {
    const db = await bookWithTwo();
    const done = await importClients(db, rows, 'clienti.csv');
    const carla = (await activeClients(db)).find((c) => c.name === 'Carla Verdi');
    await archiveClient(db, carla?.id ?? '');
    const after = await storedClients(db);

    const error = await refusal(() => undoClientImport(db, done.batchId ?? ''));
    expect(error).toMatchObject({
      code: 'changed',
      message:
        'Alcuni clienti di questa importazione sono stati modificati dopo: annullarla cancellerebbe quelle modifiche, quindi non è stata annullata.',
    });
    expect(await storedClients(db)).toEqual(after);
    expect(await listClientImports(db)).toHaveLength(1);
    expect((await refusal(() => undoClientImport(db, 'nessuna'))).message).toBe(
      'Questa importazione non esiste più.',
    );
  });

  it('keeps no batch for an import that changes nothing', async () => {
    const db = openBook('own');
    await importClients(db, rows, 'a.csv');
    expect((await importClients(db, rows, 'a.csv')).batchId).toBeNull();
    expect(await listClientImports(db)).toHaveLength(1);
  });
});

describe('the client-import API (what the worker runs)', () => {
  it('reads and plans a file, which imports losslessly; the same file again plans nothing', async () => {
    const source = openBook('demo');
    await importClients(source, rows);
    const csv = clientsCsv(await activeClients(source));
    const api = clientImportApi();

    const first = await api.read('own', { format: 'csv', text: csv }, null, TODAY);
    expect(first).toMatchObject({
      exportLayout: true,
      rowCount: 3,
      missing: [],
      rejected: [],
      plan: { added: 3, updated: 0, unchanged: 0 },
    });
    const own = openBook('own');
    expect(await activeClients(own)).toEqual([]); // reading writes nothing
    await importClients(own, first.rows, 'clienti.csv');
    expect(clientsCsv(await activeClients(own))).toBe(csv);

    const again = await api.read('own', { format: 'csv', text: csv }, null, TODAY);
    expect(again.plan).toEqual({ added: 0, updated: 0, unchanged: 3 });
    expect((await importClients(own, again.rows, 'clienti.csv')).batchId).toBeNull();
  });
});

describe('version 2 of the book', () => {
  it('opens a book written by version 1 with its clients, and no imports yet', async () => {
    const written = openBook('own');
    await importClients(written, rows);
    const clients = await storedClients(written);
    written.close();
    await Dexie.delete(bookDatabaseName('own'));
    const raw = new Dexie(bookDatabaseName('own'));
    raw.version(1).stores(BOOK_SCHEMA_V1);
    await raw.table('clients').bulkAdd(clients);
    raw.close();

    const db = openBook('own');
    expect(await storedClients(db)).toEqual(clients);
    expect(await listClientImports(db)).toEqual([]);
  });
});
