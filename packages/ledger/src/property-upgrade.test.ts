import { BUILT_IN_CATEGORIES } from '@traguardo/domain/ledger-categories';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { addAccount } from './account-commands';
import { BACKUP_MESSAGES, exportBackup, readBackup, restoreBackup } from './backup';
import { openLedger } from './ledger-database';
import { listPositions } from './position-queries';
import { ledgerDatabaseName } from './profiles';
import { addProperty } from './property-commands';
import { listProperties } from './property-queries';
import { listAccounts } from './reference-queries';
import { V5_STORES } from './testing/stored-before-cash-opening';
import { findTransactions } from './transaction-queries';

// Version 6's stores, the state the upgrade to version 7 starts from: version 6 changed no
// index (it marked investment accounts), so they are version 5's.
const V6_STORES = V5_STORES;

const TODAY = '2026-11-27';

const mortgage = {
  id: 'mutuo',
  name: 'Mutuo casa',
  bank: 'Banca Esempio',
  type: 'mortgage',
  currency: 'EUR',
  openingBalance: -18000000,
  openingDate: '2024-01-01',
  archived: false,
} as const;
const transaction = {
  id: 't1',
  accountId: 'mutuo',
  date: '2025-02-01',
  description: 'Rata del mutuo',
  amount: 90000,
  categoryId: 'altro',
  recurring: false,
  note: '',
};
const position = {
  id: 'p1',
  accountId: 'mutuo',
  name: 'Deposito',
  positionClass: 'liquidita',
  custody: 'italiana',
};

describe('the ledger schema, version 6 → 7 (the properties’ table)', () => {
  it('keeps every version 6 record, starts with no property and takes new ones', async () => {
    const v6 = new Dexie(ledgerDatabaseName('own'));
    v6.version(6).stores(V6_STORES);
    await v6.open();
    await v6.table('accounts').add(mortgage);
    await v6.table('transactions').add(transaction);
    await v6.table('categories').bulkAdd([...BUILT_IN_CATEGORIES]);
    await v6.table('positions').add(position);
    v6.close();

    const db = openLedger('own');
    expect(await listAccounts(db)).toEqual([mortgage]);
    expect(await findTransactions(db)).toEqual([transaction]);
    expect(await db.categories.count()).toBe(BUILT_IN_CATEGORIES.length);
    expect((await listPositions(db)).map((p) => p.id)).toEqual(['p1']);
    expect(await listProperties(db)).toEqual([]);
    expect(db.verno).toBe(7);
    const added = await addProperty(
      db,
      {
        name: 'Casa di via Roma',
        value: 35000000,
        estimateDate: '2026-06-30',
        primaCasa: true,
        mortgageAccountId: 'mutuo',
      },
      TODAY,
    );
    expect(await listProperties(db)).toEqual([added]);
    expect(await db.keptAside.count()).toBe(0);
  });
});

// A backup as version 3 wrote it: every table but the properties.
const version3Backup = {
  format: 'traguardo-ledger-backup',
  version: 3,
  exportedAt: '2026-03-01T10:00:00.000Z',
  profile: 'own',
  tables: {
    accounts: [mortgage],
    transactions: [transaction],
    categories: [],
    budgets: [],
    goals: [],
    keptAside: [],
    importBatches: [],
    mappingProfiles: [],
    categoryRules: [],
    positions: [],
    positionOperations: [],
    priceUpdates: [],
  },
};

describe('backups and properties', () => {
  it('carry the properties (version 5) and restore them', async () => {
    const source = openLedger('own');
    const account = await addAccount(source, {
      name: 'Mutuo',
      bank: '',
      type: 'mortgage',
      openingBalance: -100000,
      openingDate: '2025-01-01',
    });
    const added = await addProperty(
      source,
      {
        name: 'Casa al mare',
        value: 12000000,
        estimateDate: '2025-09-01',
        primaCasa: false,
        mortgageAccountId: account.id,
      },
      TODAY,
    );
    const text = JSON.stringify(await exportBackup(source));
    await source.delete();

    const reading = readBackup(text);
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.backup.version).toBe(5);
    expect(reading.summary).toBe('1 conto, 0 movimenti, 0 obiettivi, 1 immobile');
    const target = openLedger('own');
    await restoreBackup(target, reading.backup);
    expect(await listProperties(target)).toEqual([added]);
  });

  it('restore a version 3 backup, with no properties, replacing those there', async () => {
    const db = openLedger('own');
    await addProperty(
      db,
      { name: 'Casa', value: 100, estimateDate: '2025-01-01', primaCasa: true },
      TODAY,
    );
    const reading = readBackup(JSON.stringify(version3Backup));
    if (!reading.ok) throw new Error(reading.message);
    await restoreBackup(db, reading.backup);
    expect(await listAccounts(db)).toEqual([mortgage]);
    expect(await findTransactions(db)).toEqual([transaction]);
    expect(await listProperties(db)).toEqual([]);
  });

  it('restore into the demo, which keeps its sample house, no property', async () => {
    const backup = {
      ...version3Backup,
      version: 5,
      tables: {
        ...version3Backup.tables,
        properties: [
          { id: 'casa', name: 'Casa', value: 100, estimateDate: '2025-01-01', primaCasa: true },
        ],
      },
    };
    const reading = readBackup(JSON.stringify(backup));
    if (!reading.ok) throw new Error(reading.message);
    const demo = openLedger('demo');
    await restoreBackup(demo, reading.backup);
    expect(await listAccounts(demo)).toEqual([mortgage]);
    expect(await listProperties(demo)).toEqual([]);
  });

  it('refuse a backup whose property names an account it does not hold', () => {
    const property = {
      id: 'casa',
      name: 'Casa',
      value: 100,
      estimateDate: '2025-01-01',
      primaCasa: true,
      mortgageAccountId: 'altro-mutuo',
    };
    const backup = {
      ...version3Backup,
      version: 5,
      tables: { ...version3Backup.tables, properties: [property] },
    };
    expect(readBackup(JSON.stringify(backup))).toEqual({
      ok: false,
      message: BACKUP_MESSAGES.unknownMortgage,
    });
    const valid = {
      ...backup,
      tables: { ...backup.tables, properties: [{ ...property, mortgageAccountId: 'mutuo' }] },
    };
    expect(readBackup(JSON.stringify(valid)).ok).toBe(true);
    // An account whose type changed after the link was made keeps it: the backup restores.
    const retyped = {
      ...valid,
      tables: { ...valid.tables, accounts: [{ ...mortgage, type: 'credit' }] },
    };
    expect(readBackup(JSON.stringify(retyped)).ok).toBe(true);
    const twice = {
      ...valid,
      tables: {
        ...valid.tables,
        properties: [
          { ...property, mortgageAccountId: 'mutuo' },
          { ...property, id: 'box', mortgageAccountId: 'mutuo' },
        ],
      },
    };
    expect(readBackup(JSON.stringify(twice))).toEqual({
      ok: false,
      message: BACKUP_MESSAGES.unknownMortgage,
    });
  });
});
