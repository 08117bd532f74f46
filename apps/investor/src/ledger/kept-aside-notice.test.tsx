import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addAccount } from '@traguardo/ledger/account-commands';
import { deleteLedger } from '@traguardo/ledger/ledger-database';
import { listAccounts } from '@traguardo/ledger/reference-queries';
import { Toaster } from '@traguardo/ui/toaster';
import { reportKeptAside } from './kept-aside-notice';
import { closeLedgers, ledgerOf } from './ledger-connection';

afterEach(async () => {
  closeLedgers();
  await deleteLedger('own');
});

describe('records set aside', () => {
  it('are reported when a screen reads the ledger: nothing deleted, left out of the figures', async () => {
    render(<Toaster />);
    const db = ledgerOf('own');
    const account = await addAccount(db, {
      name: 'Conto',
      bank: 'Fineco',
      type: 'checking',
      openingBalance: 1000,
      openingDate: '2025-01-01',
    });
    // Written past the commands, as an older version or another tool might have.
    await db.table('accounts').put({ ...account, id: 'rotto', openingBalance: 'mille' });
    expect(await listAccounts(db)).toEqual([account]);
    expect(await screen.findByText('Alcuni dati salvati non sono leggibili')).toBeVisible();
    expect(
      screen.getByText(
        '1 conto è stato messo da parte. Nulla è stato cancellato; le cifre mostrate non ne tengono conto.',
      ),
    ).toBeVisible();
  });

  it('are named in the right gender and number', async () => {
    render(<Toaster />);
    reportKeptAside({ profile: 'own', table: 'categories', count: 2 });
    expect(
      await screen.findByText(
        '2 categorie sono state messe da parte. Nulla è stato cancellato; le cifre mostrate non ne tengono conto.',
      ),
    ).toBeVisible();
  });
});
