import 'fake-indexeddb/auto';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { BUILT_IN_CATEGORIES } from '@traguardo/domain/ledger-categories';
import { monthOf } from '@traguardo/domain/ledger-month';
import { addAccount } from '@traguardo/ledger/account-commands';
import { homeFigures } from '@traguardo/ledger/figure-queries';
import { openLedger } from '@traguardo/ledger/ledger-database';
import { listAccounts, listCategories } from '@traguardo/ledger/reference-queries';
import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoLedger } from './demo-ledger';
import { seedDemoLedger } from './seed-demo-ledger';

// Every test starts from an empty IndexedDB of its own.
beforeEach(() => {
  const factory = new IDBFactory();
  globalThis.indexedDB = factory;
  Dexie.dependencies.indexedDB = factory;
  Dexie.dependencies.IDBKeyRange = IDBKeyRange;
});

const TODAY = '2026-11-25';

describe('seedDemoLedger', () => {
  it('writes the whole demo ledger into an empty demo database', async () => {
    const db = openLedger('demo');
    expect(await seedDemoLedger(db, TODAY)).toBe(true);
    const ledger = demoLedger(TODAY);
    expect(await listAccounts(db)).toHaveLength(ledger.accounts.length);
    expect(await db.transactions.count()).toBe(ledger.transactions.length);
    expect(await db.budgets.count()).toBe(ledger.budgets.length);
    expect(await db.goals.count()).toBe(ledger.goals.length);
    expect(await listCategories(db)).toEqual(BUILT_IN_CATEGORIES);
    expect(await db.keptAside.count()).toBe(0);

    const figures = await homeFigures(db, TODAY);
    expect(figures.netWorth.current).toBe(3_068_000);
    expect(figures.thisMonth).toEqual({ income: 362_000, expenses: 278_532, net: 83_468 });
    expect(figures.savingsRate).toBe(23);
    expect(figures.emergencyFundMonths?.toFixed(1)).toBe('14.4');
  });

  it('dates the demo from today by default', async () => {
    const db = openLedger('demo');
    await seedDemoLedger(db);
    const newest = await db.transactions.orderBy('date').last();
    expect(newest?.date).toBe(todayLocalDate());
    expect(monthOf(newest?.date ?? '')).toBe(monthOf(todayLocalDate()));
  });

  it('writes nothing into a database that already has accounts', async () => {
    const db = openLedger('demo');
    const own = await addAccount(db, {
      name: 'Conto mio',
      bank: 'Fineco',
      type: 'checking',
      openingBalance: 10_000,
      openingDate: '2026-01-01',
    });
    expect(await seedDemoLedger(db, TODAY)).toBe(false);
    expect(await listAccounts(db)).toEqual([own]);
    expect(await db.transactions.count()).toBe(0);
    expect(await db.goals.count()).toBe(0);
  });

  it('seeds once: a second call leaves the first seeding as it was', async () => {
    const db = openLedger('demo');
    expect(await seedDemoLedger(db, TODAY)).toBe(true);
    const count = await db.transactions.count();
    expect(await seedDemoLedger(db, '2027-01-10')).toBe(false);
    expect(await db.transactions.count()).toBe(count);
  });

  it('never writes the demo into the own profile', async () => {
    const db = openLedger('own');
    expect(await seedDemoLedger(db, TODAY)).toBe(false);
    expect(await listAccounts(db)).toEqual([]);
  });
});
