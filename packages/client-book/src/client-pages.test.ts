import { type ClientImportRow } from '@traguardo/domain/client-import-plan';
import { describe, expect, it } from 'vitest';
import { openBook } from './book-database';
import { archiveClient, importClients } from './client-commands';
import { undoClientImport } from './client-import-batches';
import { CLIENT_PAGE_SIZE, storedClients } from './client-pages';
import { activeClients, clientById } from './client-queries';
import { keepAsideInvalidClients } from './keep-aside';

const row = (index: number): ClientImportRow => ({
  line: index + 2,
  fields: {
    name: `Cliente ${index + 1}`,
    email: `cliente${index + 1}@studio.it`,
    netWorth: 50_000 + index,
    savingsRate: index % 40,
    emergencyFund: 6,
    investmentFee: 0.3,
    insuranceGap: 0,
    lastContact: '2026-01-02',
  },
});

const rows = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => row(from + index));

describe('the clients, stored in pages', () => {
  it('keeps a book of 10,000 clients in 21 records, not 10,000, in the order they came', async () => {
    const db = openBook('own');
    await importClients(db, rows(10_000));
    // seq runs from 1: the first page holds 499 clients, the last one.
    expect(await db.clientPages.count()).toBe(10_000 / CLIENT_PAGE_SIZE + 1);
    const clients = await activeClients(db);
    expect(clients).toHaveLength(10_000);
    expect(clients.map((client) => client.seq)).toEqual(
      Array.from({ length: 10_000 }, (_, index) => index + 1),
    );
    expect(clients.at(-1)?.name).toBe('Cliente 10000');
  });

  it('rewrites only the page of a changed client, which keeps its place', async () => {
    const db = openBook('own');
    await importClients(db, rows(1_200));
    const pagesBefore = await db.clientPages.toArray();
    const target = (await activeClients(db))[CLIENT_PAGE_SIZE + 10];
    await archiveClient(db, target?.id ?? '');
    const pagesAfter = await db.clientPages.toArray();
    expect(pagesAfter.map((page) => page.page)).toEqual(pagesBefore.map((page) => page.page));
    expect(pagesAfter[0]).toEqual(pagesBefore[0]);
    expect(pagesAfter[2]).toEqual(pagesBefore[2]);
    expect(pagesAfter[1]).not.toEqual(pagesBefore[1]);
    expect((await storedClients(db)).map((client) => client.id)).toEqual(
      pagesBefore.flatMap((page) => page.clients.map((client) => client.id)),
    );
    expect(await clientById(db, target?.id ?? '')).toMatchObject({ archived: true });
  });

  it('drops the pages an undo empties, and keeps the ones it does not', async () => {
    const db = openBook('own');
    await importClients(db, rows(10));
    const first = await db.clientPages.toArray();
    const done = await importClients(db, rows(1_000, 10));
    expect(await db.clientPages.count()).toBe(3);
    await undoClientImport(db, done.batchId ?? '');
    expect(await db.clientPages.toArray()).toEqual(first);
  });
});

describe('keep-aside, page by page', () => {
  it('sets aside an invalid client from its page, and a record that is no page at all, whole', async () => {
    const db = openBook('own');
    await importClients(db, rows(3));
    const [first] = await db.clientPages.toArray();
    const valid = first?.clients ?? [];
    // Written as another program might have: past the types.
    const raw = db.table('clientPages');
    await raw.put({ page: 0, clients: [...valid.slice(0, 2), { ...valid[2], email: 42 }] });
    await raw.put({ page: 7, clients: 'rotto' });
    const notices: number[] = [];
    const reopened = openBook('own', { onKeptAside: (count) => notices.push(count) });
    expect(await keepAsideInvalidClients(reopened)).toBe(2);
    expect(notices).toEqual([2]);
    expect((await activeClients(reopened)).map((client) => client.name)).toEqual([
      'Cliente 1',
      'Cliente 2',
    ]);
    expect(await reopened.keptAside.toArray()).toMatchObject([
      { key: valid[2]?.id, record: { name: 'Cliente 3', email: 42 } },
      { key: 'pagina 7', record: { page: 7, clients: 'rotto' } },
    ]);
    expect((await reopened.clientPages.toArray()).map((page) => page.page)).toEqual([0]);
  });
});
