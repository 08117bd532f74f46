import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { addAccount } from '@traguardo/ledger/account-commands';
import { BACKUP_FORMAT, BACKUP_MESSAGES, exportBackup, readBackup } from '@traguardo/ledger/backup';
import { addGoal } from '@traguardo/ledger/goal-commands';
import { deleteLedger, type LedgerDatabase } from '@traguardo/ledger/ledger-database';
import { homeFigures } from '@traguardo/ledger/figure-queries';
import { listAccountsWithBalances, listGoals } from '@traguardo/ledger/reference-queries';
import { addTransaction } from '@traguardo/ledger/transaction-commands';
import { ledgerOf } from '../../ledger/ledger-connection';
import { useProfileStore } from '../../stores/profile-store';
import { freshLedgersBeforeEach } from '../../testing/fresh-ledgers';
import { renderApp } from '../../testing/render-app';
import { keepDownloadsInEachTest } from '../../testing/saved-downloads';
import { BackupControls } from './backup-controls';

const TODAY = todayLocalDate();

/** An own profile of 2 accounts, 3 movements and 1 goal following an account. */
async function ownProfile(): Promise<LedgerDatabase> {
  useProfileStore.getState().openProfile('own');
  const db = ledgerOf('own');
  const current = await addAccount(db, {
    name: 'Conto corrente',
    bank: 'Banca Uno',
    type: 'checking',
    openingBalance: 250_000,
    openingDate: '2025-01-01',
  });
  const savings = await addAccount(db, {
    name: 'Risparmi',
    bank: '',
    type: 'savings',
    openingBalance: 1_000_000,
    openingDate: '2025-01-01',
  });
  for (const [description, amount, categoryId] of [
    ['Stipendio', 250_000, 'stipendio'],
    ['Affitto', -90_000, 'casa'],
    ['Spesa', -12_345, 'cibo'],
  ] as const) {
    await addTransaction(db, {
      accountId: current.id,
      date: TODAY,
      description,
      amount,
      categoryId,
      recurring: description !== 'Spesa',
    });
  }
  await addGoal(db, {
    name: 'Fondo emergenza',
    target: 15_000,
    current: 0,
    targetDate: '2030-12-31',
    category: 'fire',
    monthlyContribution: 200,
    accountId: savings.id,
  });
  return db;
}

/** What the screens show of a profile: balances, goals, Home's figures. */
async function figures(db: LedgerDatabase) {
  return {
    accounts: await listAccountsWithBalances(db, TODAY),
    goals: await listGoals(db, TODAY),
    home: await homeFigures(db, TODAY),
  };
}

async function tables(db: LedgerDatabase) {
  return (await exportBackup(db)).tables;
}

function jsonFile(content: string, name = 'traguardo-backup-2026-11-25.json') {
  return new File([content], name, { type: 'application/json' });
}

describe('BackupControls', () => {
  freshLedgersBeforeEach();

  it('backup, then the profile deleted, then restored: the same figures', async () => {
    const db = await ownProfile();
    const before = await figures(db);
    const file = jsonFile(JSON.stringify(await exportBackup(db)));
    await deleteLedger('own');
    expect((await figures(db)).accounts).toEqual([]);

    const { user } = renderApp(<BackupControls />);
    await user.upload(screen.getByLabelText('Ripristina backup'), file);
    const dialog = await screen.findByRole('dialog', { name: 'Ripristinare questo backup?' });
    expect(dialog).toHaveTextContent('Il backup contiene 2 conti, 3 movimenti, 1 obiettivo.');
    await user.click(within(dialog).getByRole('button', { name: 'Ripristina' }));

    expect(await screen.findByText('Backup ripristinato')).toBeInTheDocument();
    expect(await figures(db)).toEqual(before);
  });

  it('nothing changes until the user confirms', async () => {
    const db = await ownProfile();
    const other = jsonFile(JSON.stringify(await exportBackup(db)));
    await addGoal(db, {
      name: 'Dopo il backup',
      target: 100,
      current: 0,
      targetDate: '2030-01-01',
      category: 'travel',
      monthlyContribution: 0,
    });
    const before = await tables(db);
    const { user } = renderApp(<BackupControls />);
    await user.upload(screen.getByLabelText('Ripristina backup'), other);
    const dialog = await screen.findByRole('dialog', { name: 'Ripristinare questo backup?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await tables(db)).toEqual(before);
  });

  const badFiles = [
    { what: 'not JSON', content: '{ non è json', message: BACKUP_MESSAGES.notJson },
    { what: 'foreign', content: '{"accounts": []}', message: BACKUP_MESSAGES.foreign },
    {
      what: 'from a newer version',
      content: JSON.stringify({ format: BACKUP_FORMAT, version: 99, tables: {} }),
      message: BACKUP_MESSAGES.newer,
    },
  ];
  for (const bad of badFiles) {
    it(`a file ${bad.what} gets the Italian message and changes nothing`, async () => {
      const db = await ownProfile();
      const before = await tables(db);
      const { user } = renderApp(<BackupControls />);
      const input = screen.getByLabelText('Ripristina backup');
      await user.upload(input, jsonFile(bad.content));
      expect(await screen.findByRole('alert')).toHaveTextContent(bad.message);
      expect(input).toHaveAccessibleDescription(bad.message);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(await tables(db)).toEqual(before);
    });
  }

  it('a damaged backup (a record that breaks the rules) changes nothing', async () => {
    const db = await ownProfile();
    const backup = await exportBackup(db);
    const damaged = {
      ...backup,
      tables: { ...backup.tables, goals: [{ ...backup.tables.goals[0], target: -5 }] },
    };
    const before = await tables(db);
    const { user } = renderApp(<BackupControls />);
    await user.upload(
      screen.getByLabelText('Ripristina backup'),
      jsonFile(JSON.stringify(damaged)),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(BACKUP_MESSAGES.damaged);
    expect(await tables(db)).toEqual(before);
  });

  describe('Esporta backup', () => {
    const saved = keepDownloadsInEachTest();

    it('downloads every table of the open profile as traguardo-backup-<date>.json', async () => {
      const db = await ownProfile();
      const { user } = renderApp(<BackupControls />);
      await user.click(screen.getByRole('button', { name: 'Esporta backup' }));
      expect(await screen.findByText('Backup esportato')).toBeInTheDocument();
      expect(saved()?.name).toBe(`traguardo-backup-${TODAY}.json`);
      const reading = readBackup((await saved()?.blob.text()) ?? '');
      expect(reading.ok && reading.summary).toBe('2 conti, 3 movimenti, 1 obiettivo');
      expect(reading.ok && reading.backup.tables).toEqual(await tables(db));
    });
  });
});
