import { BUILT_IN_CATEGORIES } from '@traguardo/domain/ledger-categories';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { exportBackup } from './backup';
import { listImportBatches, undoImport } from './import-commands';
import { openLedger } from './ledger-database';
import { ledgerDatabaseName } from './profiles';
import { listAccounts } from './reference-queries';
import { deleteTransaction, updateTransaction } from './transaction-commands';
import { findTransactions } from './transaction-queries';

// Version 4's stores, as they were: the stored state the upgrade to version 5 starts from.
const V4_STORES = {
  accounts: 'id',
  transactions: 'id, date, [accountId+date], [categoryId+date], importBatchId',
  categories: 'id',
  budgets: '[month+categoryId], month',
  goals: 'id, accountId',
  keptAside: '++id, table',
  monthFlows: 'accountId',
  searchMonths: 'month',
  searchRevisions: 'id',
  importBatches: 'id, importedAt, accountId',
  mappingProfiles: 'layoutKey',
  categoryRules: 'id, priority',
  positions: 'id, accountId',
  positionOperations: 'id, positionId',
  priceUpdates: 'id, positionId',
};

const account = {
  id: 'conto',
  name: 'Conto corrente',
  bank: 'Banca Esempio',
  type: 'checking',
  currency: 'EUR',
  openingBalance: 0,
  openingDate: '2025-01-01',
  archived: false,
} as const;

const movement = (id: string, day: string, amount: number, importBatchId?: string) => ({
  id,
  accountId: 'conto',
  date: `2025-02-${day}`,
  description: `Movimento ${id}`,
  amount,
  categoryId: 'altro',
  recurring: false,
  note: '',
  ...(importBatchId === undefined ? {} : { importBatchId }),
});

const hand = movement('a-mano', '01', -5000);
const first = [movement('f1', '02', -1000, 'b1'), movement('f2', '03', -2000, 'b1')];
const second = [movement('s1', '04', -300, 'b2'), movement('s2', '05', 40000, 'b2')];

const batchOf = (id: string, rows: readonly { id: string }[]) => ({
  id,
  importedAt: `2025-02-1${id === 'b1' ? 0 : 1}T08:00:00.000Z`,
  fileName: `${id}.csv`,
  format: 'csv',
  accountId: 'conto',
  transactionIds: rows.map((r) => r.id),
  importKeys: rows.map((r) => `fp:conto|${r.id}#1`),
});

/** A version 4 ledger with a movement typed by hand and two imports, closed. */
async function storeVersion4() {
  const v4 = new Dexie(ledgerDatabaseName('own'));
  v4.version(4).stores(V4_STORES);
  await v4.open();
  await v4.table('accounts').add(account);
  await v4.table('categories').bulkAdd([...BUILT_IN_CATEGORIES]);
  await v4.table('transactions').bulkAdd([hand, ...first, ...second]);
  await v4.table('importBatches').bulkAdd([batchOf('b1', first), batchOf('b2', second)]);
  v4.close();
}

const byId = <T extends { id: string }>(list: readonly T[]) =>
  [...list].sort((a, b) => (a.id < b.id ? -1 : 1));

describe('the ledger schema, version 4 → 5 (no index by import batch)', () => {
  it('keeps every version 4 record as it was, and the movements lose only that index', async () => {
    await storeVersion4();
    const db = openLedger('own');
    expect(byId(await findTransactions(db))).toEqual(byId([hand, ...first, ...second]));
    expect(await listAccounts(db)).toEqual([account]);
    expect((await listImportBatches(db)).map((b) => [b.id, b.rows])).toEqual([
      ['b2', 2],
      ['b1', 2],
    ]);
    expect(await db.keptAside.count()).toBe(0);
    expect(db.verno).toBeGreaterThanOrEqual(5);
    expect(db.transactions.schema.indexes.map((i) => i.name).sort()).toEqual([
      '[accountId+date]',
      '[categoryId+date]',
      'date',
    ]);
    // The backup's shape is the same: each movement still says which import brought it.
    const backup = await exportBackup(db);
    expect(byId(backup.tables.transactions)).toEqual(byId([hand, ...first, ...second]));
  });

  it('undoes an upgraded import exactly, from its batch’s list', async () => {
    await storeVersion4();
    const db = openLedger('own');
    expect(await undoImport(db, 'b2')).toBe(2);
    expect(byId(await findTransactions(db))).toEqual(byId([hand, ...first]));
    expect((await listImportBatches(db)).map((b) => b.id)).toEqual(['b1']);
  });

  it('undoes an import whose movements were edited or deleted since: the rest of it, only', async () => {
    await storeVersion4();
    const db = openLedger('own');
    await deleteTransaction(db, 'f1');
    await updateTransaction(db, 'f2', { categoryId: 'casa' });
    expect(await undoImport(db, 'b1')).toBe(1);
    expect(byId(await findTransactions(db))).toEqual(byId([hand, ...second]));
  });
});
