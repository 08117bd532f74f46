import { BUILT_IN_CATEGORIES } from '@traguardo/domain/ledger-categories';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { BACKUP_MESSAGES, BACKUP_VERSION, exportBackup, readBackup, restoreBackup } from './backup';
import { openLedger } from './ledger-database';
import { addOperation, addPosition, updatePrice } from './position-commands';
import { listPositions } from './position-queries';
import { ledgerDatabaseName } from './profiles';
import { listAccounts } from './reference-queries';
import { findTransactions } from './transaction-queries';

// Version 3's stores, as they were: the stored state the upgrade to version 4 starts from.
const V3_STORES = {
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
};

const account = {
  id: 'titoli',
  name: 'Conto titoli',
  bank: 'Fineco',
  type: 'investment',
  currency: 'EUR',
  openingBalance: 0,
  openingDate: '2025-01-01',
  archived: false,
} as const;
const transaction = {
  id: 't1',
  accountId: 'titoli',
  date: '2025-02-01',
  description: 'Bonifico in entrata',
  amount: 100000,
  categoryId: 'altro',
  recurring: false,
  note: '',
};

describe('the ledger schema, version 3 → 4 (the positions’ tables)', () => {
  it('keeps every version 3 record, starts with no position and takes new ones', async () => {
    const v3 = new Dexie(ledgerDatabaseName('own'));
    v3.version(3).stores(V3_STORES);
    await v3.open();
    await v3.table('accounts').add(account);
    await v3.table('transactions').add(transaction);
    await v3.table('categories').bulkAdd([...BUILT_IN_CATEGORIES]);
    await v3.table('categoryRules').add({
      id: 'r1',
      match: 'contains',
      pattern: 'BONIFICO',
      minCents: null,
      maxCents: null,
      categoryId: 'altro',
      priority: -1,
    });
    v3.close();

    const db = openLedger('own');
    // Stored before "Saldo iniziale" meant the cash only: marked to ask (version 6).
    expect(await listAccounts(db)).toEqual([{ ...account, openingBalanceToConfirm: true }]);
    expect(await findTransactions(db)).toEqual([transaction]);
    expect(await db.table('categoryRules').count()).toBe(1);
    expect(await db.keptAside.count()).toBe(0);
    expect(await listPositions(db)).toEqual([]);
    const position = await addPosition(db, {
      accountId: 'titoli',
      isin: 'IT0005083057',
      name: 'BTP 2032',
      positionClass: 'titoli-di-stato',
      custody: 'italiana',
    });
    expect((await listPositions(db)).map((p) => p.id)).toEqual([position.id]);
  });
});

const version2Backup = {
  format: 'traguardo-ledger-backup',
  version: 2,
  exportedAt: '2026-03-01T10:00:00.000Z',
  profile: 'own',
  tables: {
    accounts: [account],
    transactions: [transaction],
    categories: [],
    budgets: [],
    goals: [],
    keptAside: [],
    importBatches: [],
    mappingProfiles: [],
    categoryRules: [],
  },
};

describe('backups and positions', () => {
  it('carries the positions, their operations and prices (version 3 on)', async () => {
    const source = openLedger('own');
    await source.accounts.add(account);
    const position = await addPosition(source, {
      accountId: 'titoli',
      isin: 'IE00B4L5Y983',
      name: 'iShares Core MSCI World',
      positionClass: 'fondi-etf',
      custody: 'estera',
    });
    await addOperation(
      source,
      position.id,
      { kind: 'acquisto', date: '2026-02-10', quantity: 3.5, price: 98.735, feesCents: 295 },
      '2026-11-26',
    );
    await updatePrice(source, position.id, { price: 101.2, date: '2026-11-20' }, '2026-11-26');
    const backup = await exportBackup(source);
    expect(backup.version).toBe(BACKUP_VERSION);
    const reading = readBackup(JSON.stringify(backup));
    if (!reading.ok) throw new Error(reading.message);
    const target = openLedger('demo');
    await restoreBackup(target, reading.backup);
    expect(await listPositions(target)).toEqual(await listPositions(source));
    expect((await exportBackup(target, new Date(backup.exportedAt))).tables).toEqual(backup.tables);
  });

  it('restores a version 2 and a version 1 backup with no positions, replacing the ones held', async () => {
    const version1Backup = {
      ...version2Backup,
      version: 1,
      tables: { ...version2Backup.tables, importBatches: undefined, mappingProfiles: undefined },
    };
    for (const old of [version2Backup, version1Backup]) {
      const db = openLedger('own');
      await db.accounts.put(account);
      await addPosition(db, {
        accountId: 'titoli',
        isin: 'IT0005083057',
        name: 'BTP 2032',
        positionClass: 'titoli-di-stato',
        custody: 'italiana',
      });
      const reading = readBackup(JSON.stringify(old));
      if (!reading.ok) throw new Error(reading.message);
      await restoreBackup(db, reading.backup);
      // Saved before "Saldo iniziale" meant the cash only: marked to ask (backup version 4).
      expect(await listAccounts(db)).toEqual([{ ...account, openingBalanceToConfirm: true }]);
      expect(await findTransactions(db)).toEqual([transaction]);
      expect(await listPositions(db)).toEqual([]);
      db.close();
    }
  });

  it('refuses a backup whose positions name an account it does not hold, or a wrong ISIN', async () => {
    const position = {
      id: 'p1',
      accountId: 'nessuno',
      isin: 'IT0005083057',
      name: 'BTP',
      positionClass: 'titoli-di-stato',
      custody: 'italiana',
    };
    const orphan = {
      ...version2Backup,
      version: 3,
      tables: { ...version2Backup.tables, positions: [position] },
    };
    expect(readBackup(JSON.stringify(orphan))).toEqual({
      ok: false,
      message: BACKUP_MESSAGES.unknownPosition,
    });
    const wrongIsin = {
      ...orphan,
      tables: {
        ...orphan.tables,
        positions: [{ ...position, accountId: 'titoli', isin: 'IT0005083058' }],
      },
    };
    expect(readBackup(JSON.stringify(wrongIsin))).toEqual({
      ok: false,
      message: BACKUP_MESSAGES.damaged,
    });
  });

  it('refuses a backup whose operations sell more than the position held at that date', () => {
    const position = {
      id: 'p1',
      accountId: 'titoli',
      isin: 'IT0005083057',
      name: 'BTP',
      positionClass: 'titoli-di-stato',
      custody: 'italiana',
    };
    const operation = { positionId: 'p1', price: 100, feesCents: 0 };
    const backup = (sold: number) => ({
      ...version2Backup,
      version: 3,
      tables: {
        ...version2Backup.tables,
        positions: [position],
        positionOperations: [
          { ...operation, id: 'o1', kind: 'acquisto', date: '2026-02-10', quantity: 10 },
          { ...operation, id: 'o2', kind: 'vendita', date: '2026-03-10', quantity: sold },
        ],
      },
    });
    expect(readBackup(JSON.stringify(backup(10)))).toMatchObject({ ok: true });
    expect(readBackup(JSON.stringify(backup(11)))).toEqual({
      ok: false,
      message: BACKUP_MESSAGES.impossibleSale,
    });
  });
});
