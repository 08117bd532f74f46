import { describe, expect, it } from 'vitest';
import { connectWorker } from '@traguardo/app-runtime/worker-rpc';
import type { ImportWriterApi } from '@traguardo/ledger/import-writer-api';
import { addAccount } from '@traguardo/ledger/account-commands';
import { ledgerOf } from '../../ledger/ledger-connection';
import { ownProfileBeforeEach } from '../../testing/own-ledger';
import { createImportWriter } from './import-writer';

describe('the import writer', () => {
  ownProfileBeforeEach();

  it('writes the batch on this thread where its worker cannot start, then and later', async () => {
    const db = ledgerOf('own');
    const account = await addAccount(db, {
      name: 'Conto corrente',
      bank: 'Banca Esempio',
      type: 'checking',
      openingBalance: 0,
      openingDate: '2025-01-01',
    });
    let starts = 0;
    const writer = createImportWriter(() => {
      starts += 1;
      return connectWorker<ImportWriterApi>(() => {
        throw new ReferenceError('Worker is not defined');
      });
    });
    writer.warm(db);
    const row = (n: number) => ({
      position: n + 2,
      date: '2026-01-0' + String(n + 1),
      description: `Spesa ${n}`,
      amountCents: -100 * (n + 1),
      categoryId: 'altro',
      recurring: false,
      importKey: `fp:spesa-${n}#1`,
    });
    const draft = (n: number) =>
      ({
        fileName: `estratto-${n}.csv`,
        format: 'csv',
        accountId: account.id,
        rows: [row(n)],
      }) as const;
    const first = await writer.commit(db, draft(0));
    const second = await writer.commit(db, draft(1));
    expect([first.fileName, second.fileName]).toEqual(['estratto-0.csv', 'estratto-1.csv']);
    expect(await db.transactions.count()).toBe(2);
    // Once failed, the worker is not started again, not even to warm it.
    writer.warm(db);
    expect(starts).toBe(1);
  });
});
