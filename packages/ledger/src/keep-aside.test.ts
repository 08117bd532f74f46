import { describe, expect, it } from 'vitest';
import { addAccount } from './account-commands';
import { type KeptAsideNotice, openLedger } from './ledger-database';
import { listKeptAside } from './keep-aside';
import { listAccounts } from './reference-queries';

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
});
