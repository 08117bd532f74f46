import { type ClientImportRow } from '@traguardo/domain/client-import-plan';
import { createClient } from '@traguardo/domain/testing/factories';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { BOOK_SCHEMA_V1, BOOK_SCHEMA_V2, openBook } from './book-database';
import { bookDatabaseName } from './books';
import { importClients } from './client-commands';
import { clientFingerprint, listClientImports, undoClientImport } from './client-import-batches';
import { CLIENT_PAGE_SIZE, storedClients } from './client-pages';
import { activeClients } from './client-queries';
import { keepAsideInvalidClients } from './keep-aside';

// Version 3 stores the clients in pages: a book written by version 2 (one record a client)
// opens with every client, in the book's order, its imports still listed and undoable.

const stored = (id: string, seq: number) => ({
  ...createClient({ id, name: `Cliente ${id}`, email: `${id}@studio.it` }),
  archived: false,
  seq,
});

/** A version 2 book: clients on both sides of page boundaries, one invalid, one import. */
async function writeVersion2() {
  const clients = [
    stored('c', CLIENT_PAGE_SIZE * 2 + 7),
    stored('a', 1),
    stored('b', CLIENT_PAGE_SIZE - 1),
    stored('d', CLIENT_PAGE_SIZE),
    { id: 'rotto', seq: 3, name: 42 },
  ];
  const raw = new Dexie(bookDatabaseName('own'));
  raw.version(1).stores(BOOK_SCHEMA_V1);
  raw.version(2).stores(BOOK_SCHEMA_V2);
  await raw.table('clients').bulkAdd(clients);
  await raw.table('importBatches').add({
    id: 'lotto',
    importedAt: '2026-11-20T10:00:00.000Z',
    fileName: 'vecchio.csv',
    added: 1,
    updated: 0,
  });
  // Version 2 kept a fingerprint of each added client, not the client.
  await raw.table('importUndo').add({
    batchId: 'lotto',
    addedIds: ['d'],
    addedFingerprints: [clientFingerprint(stored('d', CLIENT_PAGE_SIZE))],
    updated: [],
  });
  raw.close();
  return clients;
}

describe('version 3 of the book (clients in pages)', () => {
  it('opens a book written by version 2 with its clients in order, the invalid one set aside', async () => {
    await writeVersion2();
    const db = openBook('own');
    expect((await storedClients(db)).map((client) => client.id)).toEqual([
      'a',
      'rotto',
      'b',
      'd',
      'c',
    ]);
    expect(await db.clientPages.count()).toBe(3);
    expect(await keepAsideInvalidClients(db)).toBe(1);
    expect(await db.keptAside.toArray()).toMatchObject([
      { key: 'rotto', record: { id: 'rotto', seq: 3, name: 42 } },
    ]);
    expect((await activeClients(db)).map((client) => client.id)).toEqual(['a', 'b', 'd', 'c']);
    // Version 2's table of single clients is gone from the database itself.
    expect([...db.backendDB().objectStoreNames].sort()).toEqual([
      'clientPages',
      'importBatches',
      'importUndo',
      'keptAside',
    ]);
  });

  it("keeps version 2's imports, which can still be undone; later ones land after its clients", async () => {
    await writeVersion2();
    const db = openBook('own');
    await keepAsideInvalidClients(db);
    expect((await listClientImports(db)).map((batch) => batch.fileName)).toEqual(['vecchio.csv']);
    await undoClientImport(db, 'lotto');
    expect(await listClientImports(db)).toEqual([]);
    expect((await activeClients(db)).map((client) => client.id)).toEqual(['a', 'b', 'c']);

    const before = await storedClients(db);
    const eva = createClient({ name: 'Eva Nuova', email: 'eva@studio.it' });
    const rows: ClientImportRow[] = [
      {
        line: 2,
        fields: {
          name: eva.name,
          email: eva.email,
          netWorth: eva.netWorth,
          savingsRate: eva.savingsRate,
          emergencyFund: eva.emergencyFund,
          investmentFee: eva.investmentFee,
          insuranceGap: eva.insuranceGap,
          lastContact: eva.lastContact,
        },
      },
    ];
    const done = await importClients(db, rows, 'nuovo.csv');
    const after = await storedClients(db);
    expect(after.map((client) => client.name).at(-1)).toBe('Eva Nuova');
    expect(after.at(-1)?.seq).toBe(CLIENT_PAGE_SIZE * 2 + 8);
    await undoClientImport(db, done.batchId ?? '');
    expect(await storedClients(db)).toEqual(before);
  });
});
