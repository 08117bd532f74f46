import { describe, expect, it } from 'vitest';
import { addAccount } from './account-commands';
import { type KeptAsideNotice, openLedger } from './ledger-database';
import { keepAsideInvalidRecords, listKeptAside } from './keep-aside';
import { listAccounts } from './reference-queries';
import { findTransactions } from './transaction-queries';

const draft = {
  name: 'Conto',
  bank: 'Fineco',
  type: 'checking',
  openingBalance: 1000,
  openingDate: '2025-01-01',
} as const;

describe('a stored record that fails validation', () => {
  it('is not shown, is kept aside whole with its reason, and reported', async () => {
    const notices: KeptAsideNotice[] = [];
    let markReported: () => void = () => undefined;
    const reported = new Promise<void>((resolve) => {
      markReported = resolve;
    });
    const db = openLedger('own', {
      onKeptAside: (notice) => {
        notices.push(notice);
        markReported();
      },
    });
    const good = await addAccount(db, draft);
    // Written past the commands, as an older version or another tool might have.
    await db.table('accounts').put({ ...good, id: 'rotto', openingBalance: 'mille' });
    expect(await listAccounts(db)).toEqual([good]);
    await reported;
    expect(notices).toEqual([{ profile: 'own', table: 'accounts', count: 1 }]);
    expect(await db.accounts.get('rotto')).toBeUndefined();
    expect(await listKeptAside(db)).toEqual([
      {
        id: 1,
        table: 'accounts',
        key: '"rotto"',
        record: expect.objectContaining({ id: 'rotto', openingBalance: 'mille' }),
        problems: [
          { field: 'openingBalance', message: 'L’importo deve essere un numero di centesimi.' },
        ],
        keptAt: expect.any(String),
      },
    ]);
  });

  it('is set aside by a check of every table, at start-up', async () => {
    const db = openLedger('own');
    const account = await addAccount(db, draft);
    await db.transactions.bulkPut([
      {
        id: 'ok',
        accountId: account.id,
        date: '2025-01-02',
        description: 'Ok',
        amount: -100,
        categoryId: 'cibo',
        recurring: false,
        note: '',
      },
      {
        id: 'senza-data',
        accountId: account.id,
        date: '02/01/2025',
        description: 'Data italiana',
        amount: -100,
        categoryId: 'cibo',
        recurring: false,
        note: '',
      },
    ]);
    expect(await keepAsideInvalidRecords(db)).toEqual([
      { profile: 'own', table: 'transactions', count: 1 },
    ]);
    expect((await findTransactions(db)).map((t) => t.id)).toEqual(['ok']);
    expect((await listKeptAside(db)).map((r) => [r.table, r.key])).toEqual([
      ['transactions', '"senza-data"'],
    ]);
    expect(await keepAsideInvalidRecords(db)).toEqual([]);
  });
});
