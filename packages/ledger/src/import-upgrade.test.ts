import { STARTER_RULES } from '@traguardo/bank-import/starter-rules';
import { BUILT_IN_CATEGORIES } from '@traguardo/domain/ledger-categories';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { exportBackup, readBackup, restoreBackup } from './backup';
import { listImportBatches, undoImport } from './import-commands';
import { openLedger } from './ledger-database';
import { ledgerDatabaseName } from './profiles';
import { listAccounts } from './reference-queries';
import { listCategoryRules } from './rule-commands';
import { mappingProfilesByLayout } from './mapping-profiles';
import { findTransactions } from './transaction-queries';

// Version 1's stores, as they were: the stored state an upgrade starts from.
const V1_STORES = {
  accounts: 'id',
  transactions: 'id, date, [accountId+date], [categoryId+date], importBatchId',
  categories: 'id',
  budgets: '[month+categoryId], month',
  goals: 'id, accountId',
  keptAside: '++id, table',
};

const account = {
  id: 'conto',
  name: 'Conto corrente',
  bank: 'Fineco',
  type: 'checking',
  currency: 'EUR',
  openingBalance: 100000,
  openingDate: '2025-01-01',
  archived: false,
} as const;
const transaction = {
  id: 't1',
  accountId: 'conto',
  date: '2025-02-01',
  description: 'Spesa',
  amount: -4590,
  categoryId: 'cibo',
  recurring: false,
  note: '',
};

describe('the ledger schema, version 1 → 3 (through the month flows to the imports’ tables)', () => {
  it('keeps every version 1 record and adds the starter rules, no batch, no profile', async () => {
    const v1 = new Dexie(ledgerDatabaseName('own'));
    v1.version(1).stores(V1_STORES);
    await v1.open();
    await v1.table('accounts').add(account);
    await v1.table('transactions').add(transaction);
    await v1.table('categories').bulkAdd([...BUILT_IN_CATEGORIES]);
    v1.close();

    const db = openLedger('own');
    expect(await listAccounts(db)).toEqual([account]);
    expect(await findTransactions(db)).toEqual([transaction]);
    expect(await db.keptAside.count()).toBe(0);
    expect(await listImportBatches(db)).toEqual([]);
    expect(await mappingProfilesByLayout(db)).toEqual({});
    const rules = await listCategoryRules(db);
    expect(rules).toHaveLength(STARTER_RULES.length);
    expect(rules.find((r) => r.pattern === 'ESSELUNGA')?.categoryId).toBe('cibo');
    expect(rules.find((r) => r.pattern === 'STIPENDIO')).toMatchObject({
      categoryId: 'stipendio',
      minCents: 1,
    });
  });

  it('gives a new ledger the starter rules, each with a built-in category', async () => {
    const rules = await listCategoryRules(openLedger('own'));
    expect(rules).toHaveLength(STARTER_RULES.length);
    const ids = new Set(BUILT_IN_CATEGORIES.map((c) => c.id));
    expect(rules.every((r) => ids.has(r.categoryId))).toBe(true);
  });
});

describe('backups and imports', () => {
  it('restores a version 1 backup: its records, the starter rules, no batches', async () => {
    const text = JSON.stringify({
      format: 'traguardo-ledger-backup',
      version: 1,
      exportedAt: '2025-03-01T10:00:00.000Z',
      profile: 'own',
      tables: {
        accounts: [account],
        transactions: [{ ...transaction, importBatchId: 'vecchio' }],
        categories: [],
        budgets: [],
        goals: [],
        keptAside: [],
      },
    });
    const reading = readBackup(text);
    if (!reading.ok) throw new Error(reading.message);
    const db = openLedger('own');
    await restoreBackup(db, reading.backup);
    expect(await listAccounts(db)).toEqual([account]);
    expect(await findTransactions(db)).toEqual([{ ...transaction, importBatchId: 'vecchio' }]);
    expect(await listImportBatches(db)).toEqual([]);
    expect(await listCategoryRules(db)).toHaveLength(STARTER_RULES.length);
  });

  it('carries the batches, profiles and rules: an import restored can still be undone', async () => {
    const source = openLedger('own');
    await source.accounts.add(account);
    await source.transactions.add({ ...transaction, importBatchId: 'b1' });
    await source.table('importBatches').add({
      id: 'b1',
      importedAt: '2025-02-02T08:00:00.000Z',
      fileName: 'febbraio.csv',
      format: 'csv',
      accountId: 'conto',
      transactionIds: ['t1'],
      importKeys: ['fp:conto|2025-02-01|-4590|SPESA#1'],
    });
    await source.table('mappingProfiles').add({
      layoutKey: 'data | importo',
      mapping: { date: 0, valueDate: null, description: [], amount: { kind: 'signed', column: 1 } },
      savedAt: '2025-02-02T08:00:00.000Z',
    });
    const backup = await exportBackup(source);
    const reading = readBackup(JSON.stringify(backup));
    if (!reading.ok) throw new Error(reading.message);
    const target = openLedger('demo');
    await restoreBackup(target, reading.backup);
    expect((await exportBackup(target, new Date(backup.exportedAt))).tables).toEqual(backup.tables);
    expect(Object.keys(await mappingProfilesByLayout(target))).toEqual(['data | importo']);
    expect(await undoImport(target, 'b1')).toBe(1);
    expect(await findTransactions(target)).toEqual([]);
  });
});
