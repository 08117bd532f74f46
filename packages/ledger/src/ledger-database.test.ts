import { BUILT_IN_CATEGORIES } from '@traguardo/domain/ledger-categories';
import { describe, expect, it } from 'vitest';
import { addAccount } from './account-commands';
import { deleteLedger, openLedger } from './ledger-database';
import { ledgerDatabaseName } from './profiles';
import { listAccounts, listCategories } from './reference-queries';

const draft = {
  name: 'Conto corrente',
  bank: 'Fineco',
  type: 'checking',
  openingBalance: 150000,
  openingDate: '2025-01-01',
} as const;

describe('the ledger of a profile', () => {
  it('has a database of its own per profile', () => {
    expect(ledgerDatabaseName('demo')).toBe('traguardo-ledger-demo');
    expect(ledgerDatabaseName('own')).toBe('traguardo-ledger-own');
    expect(openLedger('own').name).toBe('traguardo-ledger-own');
  });

  it('starts empty, with the built-in categories', async () => {
    const db = openLedger('own');
    expect(await listAccounts(db)).toEqual([]);
    expect(await listCategories(db)).toEqual(BUILT_IN_CATEGORIES);
  });

  it('never mixes the two profiles, and deleting one leaves the other', async () => {
    const own = openLedger('own');
    const demo = openLedger('demo');
    await addAccount(own, { ...draft, name: 'Mio conto' });
    await addAccount(demo, { ...draft, name: 'Conto demo' });
    expect((await listAccounts(own)).map((a) => a.name)).toEqual(['Mio conto']);
    expect((await listAccounts(demo)).map((a) => a.name)).toEqual(['Conto demo']);

    own.close();
    await deleteLedger('own');
    expect(await listAccounts(openLedger('own'))).toEqual([]);
    expect((await listAccounts(demo)).map((a) => a.name)).toEqual(['Conto demo']);
  });

  it('keeps what was written across a reopening (a reload)', async () => {
    const first = openLedger('own');
    const account = await addAccount(first, draft);
    first.close();
    expect(await listAccounts(openLedger('own'))).toEqual([account]);
  });
});
