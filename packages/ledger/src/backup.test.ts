import { ledgerDataArbitrary } from '@traguardo/domain/testing/ledger-arbitraries';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addAccount } from './account-commands';
import {
  BACKUP_MESSAGES,
  BACKUP_VERSION,
  backupFileName,
  backupSummary,
  exportBackup,
  type LedgerBackup,
  readBackup,
  restoreBackup,
} from './backup';
import { homeFigures } from './figure-queries';
import { deleteLedger, openLedger } from './ledger-database';
import { addPosition } from './position-commands';
import { listAccounts } from './reference-queries';
import { findTransactions } from './transaction-queries';
import { writeSampleLedger } from './testing/sample-ledger';

const NOW = new Date('2025-03-01T10:00:00Z');

function accepted(text: string): LedgerBackup {
  const reading = readBackup(text);
  if (!reading.ok) throw new Error(reading.message);
  return reading.backup;
}

describe('backup', () => {
  it('exports every table of the profile, versioned, and says what it holds', async () => {
    const db = openLedger('own');
    await writeSampleLedger(db);
    const backup = await exportBackup(db, NOW);
    expect(backup).toMatchObject({
      format: 'traguardo-ledger-backup',
      version: BACKUP_VERSION,
      exportedAt: '2025-03-01T10:00:00.000Z',
      profile: 'own',
    });
    expect(Object.keys(backup.tables)).toEqual([
      'accounts',
      'transactions',
      'categories',
      'budgets',
      'goals',
      'keptAside',
      'importBatches',
      'mappingProfiles',
      'categoryRules',
      'positions',
      'positionOperations',
      'priceUpdates',
      'properties',
    ]);
    const reading = readBackup(JSON.stringify(backup));
    expect(reading).toEqual({ ok: true, backup, summary: '2 conti, 5 movimenti, 0 obiettivi' });
    expect(backupFileName('2025-03-01')).toBe('traguardo-backup-2025-03-01.json');
  });

  it('counts in Italian, thousands grouped', () => {
    const transaction = {
      id: 'x',
      accountId: 'a',
      date: '2025-01-01',
      description: 'x',
      amount: 1,
      categoryId: 'altro',
      recurring: false,
      note: '',
    };
    const backup = {
      format: 'traguardo-ledger-backup',
      version: 1,
      exportedAt: NOW.toISOString(),
      profile: 'own',
      tables: {
        accounts: [1, 2, 3].map((n) => ({
          id: `a${n}`,
          name: 'Conto',
          bank: '',
          type: 'checking',
          currency: 'EUR',
          openingBalance: 0,
          openingDate: '2025-01-01',
          archived: false,
        })),
        transactions: Array.from({ length: 1250 }, (_, i) => ({ ...transaction, id: `t${i}` })),
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
        properties: [],
      },
    } satisfies LedgerBackup;
    expect(backupSummary(backup)).toBe('3 conti, 1.250 movimenti, 0 obiettivi');
    expect(backupSummary({ ...backup, tables: { ...backup.tables, accounts: [] } })).toBe(
      '0 conti, 1.250 movimenti, 0 obiettivi',
    );
  });

  it.each([
    ['not JSON', 'ciao', BACKUP_MESSAGES.notJson],
    ['a foreign JSON', '{"conti": []}', BACKUP_MESSAGES.foreign],
    ['another format', '{"format": "actual-budget", "version": 1}', BACKUP_MESSAGES.foreign],
    [
      'a newer version',
      `{"format": "traguardo-ledger-backup", "version": ${BACKUP_VERSION + 1}}`,
      BACKUP_MESSAGES.newer,
    ],
    ['no tables', '{"format": "traguardo-ledger-backup", "version": 1}', BACKUP_MESSAGES.damaged],
  ])('refuses %s with an Italian message', (_case, text, message) => {
    expect(readBackup(text)).toEqual({ ok: false, message });
  });

  it('refuses a backup with one bad record, or records that do not hold together', async () => {
    const db = openLedger('own');
    await writeSampleLedger(db);
    const backup = await exportBackup(db, NOW);
    const [first, ...rest] = backup.tables.transactions;
    if (first === undefined) throw new Error('sample');
    const withTables = (tables: Record<string, unknown[]>) =>
      JSON.stringify({ ...backup, tables: { ...backup.tables, ...tables } });
    expect(
      readBackup(withTables({ transactions: [...rest, { ...first, amount: '12,50' }] })),
    ).toEqual({
      ok: false,
      message: BACKUP_MESSAGES.damaged,
    });
    expect(
      readBackup(withTables({ transactions: [...rest, { ...first, accountId: 'altrove' }] })),
    ).toEqual({
      ok: false,
      message: BACKUP_MESSAGES.unknownAccount,
    });
    expect(
      readBackup(withTables({ transactions: [...rest, { ...first, categoryId: 'sconosciuta' }] })),
    ).toEqual({
      ok: false,
      message: BACKUP_MESSAGES.unknownCategory,
    });
    expect(readBackup(withTables({ transactions: [...rest, first, first] }))).toEqual({
      ok: false,
      message: BACKUP_MESSAGES.duplicateId,
    });
  });

  it('refuses whole a backup with the same ISIN twice in one account, naming both', async () => {
    const db = openLedger('own');
    const titoli = await addAccount(db, {
      name: 'Conto titoli Fineco',
      bank: 'Fineco',
      type: 'investment',
      openingBalance: 0,
      openingDate: '2025-01-01',
    });
    const etf = await addPosition(db, {
      accountId: titoli.id,
      isin: 'IE00B4L5Y983',
      name: 'iShares Core MSCI World',
      positionClass: 'fondi-etf',
      custody: 'estera',
    });
    const backup = await exportBackup(db, NOW);
    const withPositions = (positions: unknown[]) =>
      JSON.stringify({ ...backup, tables: { ...backup.tables, positions } });
    // The second one typed as a user may type it: the same security all the same.
    const again = { ...etf, id: 'p2', isin: 'ie00b4l5y983 ' };
    expect(readBackup(withPositions([etf, again]))).toEqual({
      ok: false,
      message:
        'Il backup contiene due posizioni del titolo IE00B4L5Y983 nel conto «Conto titoli Fineco»: in un conto ogni titolo ha una sola posizione. Nulla è stato cambiato.',
    });
    // In another account the same security is a position of its own.
    const other = await addAccount(db, {
      name: 'Conto titoli Directa',
      bank: 'Directa',
      type: 'investment',
      openingBalance: 0,
      openingDate: '2025-01-01',
    });
    const elsewhere = { ...again, accountId: other.id };
    const both = JSON.stringify({
      ...backup,
      tables: { ...backup.tables, accounts: [titoli, other], positions: [etf, elsewhere] },
    });
    expect(readBackup(both).ok).toBe(true);
  });

  it('restores a profile whole after it was deleted, the other profile untouched', async () => {
    const own = openLedger('own');
    await writeSampleLedger(own);
    const demo = openLedger('demo');
    const demoAccount = await addAccount(demo, {
      name: 'Conto demo',
      bank: 'Fineco',
      type: 'checking',
      openingBalance: 1,
      openingDate: '2025-01-01',
    });
    const text = JSON.stringify(await exportBackup(own, NOW));
    const figures = await homeFigures(own, '2025-02-25');
    own.close();
    await deleteLedger('own');

    const restored = openLedger('own');
    await addAccount(restored, {
      name: 'Da sostituire',
      bank: '',
      type: 'savings',
      openingBalance: 5,
      openingDate: '2025-01-01',
    });
    await restoreBackup(restored, accepted(text));
    expect(await homeFigures(restored, '2025-02-25')).toEqual(figures);
    expect((await listAccounts(restored)).map((a) => a.name)).toEqual([
      'Carta di credito',
      'Conto corrente',
    ]);
    expect(await findTransactions(restored)).toHaveLength(5);
    expect(await listAccounts(demo)).toEqual([demoAccount]);
  });

  it('restore(backup(x)) = x', async () => {
    await fc.assert(
      fc.asyncProperty(ledgerDataArbitrary(), async (data) => {
        const source = openLedger('own');
        const target = openLedger('demo');
        try {
          await source.transaction(
            'rw',
            [source.accounts, source.transactions, source.categories, source.budgets, source.goals],
            async () => {
              await source.accounts.bulkPut(data.accounts);
              await source.transactions.bulkPut(data.transactions);
              await source.categories.bulkPut(data.categories);
              await source.budgets.bulkPut(data.budgets);
              await source.goals.bulkPut(data.goals);
            },
          );
          const backup = await exportBackup(source, NOW);
          await restoreBackup(target, accepted(JSON.stringify(backup)));
          expect((await exportBackup(target, NOW)).tables).toEqual(backup.tables);
          const byId = <T extends { id: string }>(rows: T[]) =>
            [...rows].sort((a, b) => (a.id < b.id ? -1 : 1));
          expect(backup.tables.accounts).toEqual(byId(data.accounts));
          expect(backup.tables.transactions).toEqual(byId(data.transactions));
          expect(backup.tables.goals).toEqual(byId(data.goals));
        } finally {
          source.close();
          target.close();
          await deleteLedger('own');
          await deleteLedger('demo');
        }
      }),
      { numRuns: 30 },
    );
  });
});
