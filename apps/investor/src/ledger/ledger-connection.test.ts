import { afterEach, describe, expect, it } from 'vitest';
import { deleteAccount } from '@traguardo/ledger/account-commands';
import { deleteLedger } from '@traguardo/ledger/ledger-database';
import { listAccounts } from '@traguardo/ledger/reference-queries';
import { closeLedgers, ledgerOf } from './ledger-connection';

afterEach(async () => {
  closeLedgers();
  await deleteLedger('demo');
  await deleteLedger('own');
});

describe('ledgerOf', () => {
  it('opens the demo filled with the demo, and the own profile empty', async () => {
    expect((await listAccounts(ledgerOf('demo'))).length).toBeGreaterThan(0);
    expect(await listAccounts(ledgerOf('own'))).toEqual([]);
  });

  it('gives the same connection each time', () => {
    expect(ledgerOf('own')).toBe(ledgerOf('own'));
  });

  it('never seeds the demo again over what is there', async () => {
    const first = await listAccounts(ledgerOf('demo'));
    closeLedgers();
    expect(await listAccounts(ledgerOf('demo'))).toEqual(first);
  });

  it('never seeds again a demo whose accounts were all deleted; the demo reset does', async () => {
    const demo = ledgerOf('demo');
    const accounts = await listAccounts(demo);
    for (const account of accounts) await deleteAccount(demo, account.id);
    closeLedgers();
    expect(await listAccounts(ledgerOf('demo'))).toEqual([]);

    closeLedgers();
    await deleteLedger('demo');
    expect(await listAccounts(ledgerOf('demo'))).toHaveLength(accounts.length);
  });
});
