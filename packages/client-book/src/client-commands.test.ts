import { type ClientDraft } from '@traguardo/domain/client-draft';
import { type ClientImportRow } from '@traguardo/domain/client-import-plan';
import { createClient } from '@traguardo/domain/testing/factories';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { openBook } from './book-database';
import { BookError } from './book-error';
import {
  addClient,
  archiveClient,
  importClients,
  previewClientImport,
  restoreClient,
  setStatusOverride,
  updateClient,
} from './client-commands';
import { seedBook } from './seed-book';
import { activeClients, archivedClients, clientById } from './client-queries';
import { keepAsideInvalidClients } from './keep-aside';

const TODAY = '2026-11-25';
const anna: ClientDraft = {
  name: 'Anna Neri',
  email: 'anna@studio.it',
  netWorth: '250.000',
  savingsRate: '22',
  emergencyFund: '6,5',
  investmentFee: '0,35',
  insuranceGap: '10',
  lastContact: '2026-10-01',
};

describe('addClient', () => {
  it('adds a client whose status the rule computes', async () => {
    const db = openBook('own');
    const added = await addClient(db, { ...anna, savingsRate: '17' }, TODAY);
    expect(added.status).toBe('yellow');
    expect((await activeClients(db)).map((c) => c.name)).toEqual(['Anna Neri']);
  });

  it('refuses a second client with the same email, and writes nothing', async () => {
    const db = openBook('own');
    await addClient(db, anna, TODAY);
    const refusal = addClient(db, { ...anna, name: 'Altra', email: 'ANNA@studio.it' }, TODAY);
    await expect(refusal).rejects.toBeInstanceOf(BookError);
    await expect(refusal).rejects.toMatchObject({
      code: 'duplicate',
      fields: { email: 'Esiste già un cliente con questa email.' },
    });
    expect(await activeClients(db)).toHaveLength(1);
  });

  it('keeps the two books apart', async () => {
    await addClient(openBook('own'), anna, TODAY);
    expect(await activeClients(openBook('demo'))).toEqual([]);
  });
});

describe('updateClient, overrides, archive', () => {
  it('recomputes the status from new figures, unless overridden', async () => {
    const db = openBook('own');
    const { id } = await addClient(db, anna, TODAY);
    await updateClient(db, id, { ...anna, savingsRate: '5' }, TODAY);
    expect((await clientById(db, id))?.status).toBe('red');
    await setStatusOverride(db, id, 'green');
    expect(await clientById(db, id)).toMatchObject({ status: 'green', statusOverride: 'green' });
    await updateClient(db, id, { ...anna, savingsRate: '17' }, TODAY);
    expect((await clientById(db, id))?.status).toBe('green');
    await setStatusOverride(db, id, undefined);
    expect((await clientById(db, id))?.status).toBe('yellow');
    expect((await clientById(db, id))?.statusOverride).toBeUndefined();
  });

  it('archives a client out of the active list and restores it', async () => {
    const db = openBook('own');
    const { id } = await addClient(db, anna, TODAY);
    await archiveClient(db, id);
    expect(await activeClients(db)).toEqual([]);
    expect((await archivedClients(db)).map((c) => c.id)).toEqual([id]);
    await restoreClient(db, id);
    expect((await activeClients(db)).map((c) => c.id)).toEqual([id]);
  });

  it('answers notFound for a client that is gone', async () => {
    await expect(archiveClient(openBook('own'), 'nessuno')).rejects.toMatchObject({
      code: 'notFound',
      message: 'Questo cliente non esiste più.',
    });
  });
});

describe('importClients', () => {
  const brunoFields = {
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
    { line: 2, fields: brunoFields },
    {
      line: 3,
      fields: { ...brunoFields, name: 'Anna Neri', email: 'anna@studio.it', savingsRate: 30 },
    },
  ];

  it('adds new emails and updates known ones; a second import changes nothing', async () => {
    const db = openBook('own');
    await addClient(db, anna, TODAY);
    const preview = await previewClientImport(db, rows);
    expect(preview.added).toHaveLength(1);
    expect(preview.updated).toHaveLength(1);
    expect(await activeClients(db)).toHaveLength(1); // the preview writes nothing
    await importClients(db, rows);
    const once = await activeClients(db);
    expect(once.map((c) => [c.name, c.savingsRate])).toEqual([
      ['Anna Neri', 30],
      ['Bruno Blu', 25],
    ]);
    const again = await importClients(db, rows);
    expect(again).toMatchObject({ added: [], updated: [], unchanged: 2 });
    expect(await activeClients(db)).toEqual(once);
  });
});

describe('goals from an investor’s file', () => {
  const goal = { id: 'g1', name: 'Viaggio dei sogni', current: 0, target: 15000, progress: 0 };
  const fields = {
    name: 'Zoe Blu',
    email: 'zoe@casa.it',
    netWorth: 50000,
    savingsRate: 20,
    emergencyFund: 4,
    investmentFee: 0.3,
    insuranceGap: 10,
    lastContact: TODAY,
  };

  it('keeps a goal’s date and monthly saving, and a goal stored before they were sent', async () => {
    const db = openBook('own');
    const dated = { ...goal, targetDate: '2028-11-26', monthlyContribution: 625 };
    await importClients(db, [{ line: 1, fields, goals: [dated] }]);
    expect((await activeClients(db))[0]?.goals).toEqual([dated]);

    // A client imported from a file of the first release: its goal had neither field.
    await importClients(db, [
      { line: 1, fields: { ...fields, email: 'ugo@casa.it', name: 'Ugo' }, goals: [goal] },
    ]);
    const ugo = (await activeClients(db)).find((client) => client.name === 'Ugo');
    expect(ugo?.goals).toEqual([goal]);
  });
});

describe('seedBook and keep-aside', () => {
  it('seeds an empty book once, in order, with the statuses given', async () => {
    const db = openBook('demo');
    const clients = [createClient({ id: 'c1', status: 'red' }), createClient({ id: 'c2' })];
    expect(await seedBook(db, clients)).toBe(true);
    expect(await seedBook(db, clients)).toBe(false);
    expect((await activeClients(db)).map((c) => [c.id, c.status])).toEqual([
      ['c1', 'red'],
      ['c2', 'green'],
    ]);
  });

  it('moves a stored record that fails the schema aside, whole, and reports it', async () => {
    const raw = new Dexie('traguardo-book-own');
    raw.version(1).stores({ clients: 'id, seq', keptAside: '++id' });
    await raw.table('clients').bulkAdd([
      { ...createClient({ id: 'ok' }), archived: false, seq: 1 },
      { id: 'bad', seq: 2, name: 42 },
    ]);
    raw.close();
    const notices: number[] = [];
    const db = openBook('own', { onKeptAside: (count) => notices.push(count) });
    expect(await keepAsideInvalidClients(db)).toBe(1);
    expect(notices).toEqual([1]);
    expect((await activeClients(db)).map((c) => c.id)).toEqual(['ok']);
    expect(await db.keptAside.toArray()).toMatchObject([
      { key: 'bad', record: { id: 'bad', name: 42 } },
    ]);
  });
});
