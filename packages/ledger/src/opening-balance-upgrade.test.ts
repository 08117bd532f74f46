import { describe, expect, it } from 'vitest';
import { updateAccount } from './account-commands';
import { BACKUP_VERSION, exportBackup, readBackup, restoreBackup } from './backup';
import { openLedger } from './ledger-database';
import {
  confirmOpeningBalanceIsCash,
  OPENING_BALANCE_MESSAGES,
  removeSecuritiesFromOpeningBalance,
  undoOpeningBalanceCorrection,
} from './opening-balance-commands';
import { listAccountsWithBalances } from './reference-queries';
import {
  STORED_CHECKING,
  STORED_DOSSIER,
  writeLedgerOfVersion5,
} from './testing/stored-before-cash-opening';
import { refusal } from './testing/refusal';

const TODAY = '2026-11-26';
const dossier = STORED_DOSSIER;
const checking = STORED_CHECKING;
const storedByVersion5 = () => writeLedgerOfVersion5('own');

async function dossierRow(db: ReturnType<typeof openLedger>) {
  const rows = await listAccountsWithBalances(db, TODAY);
  const row = rows.find((account) => account.id === 'dossier');
  if (row === undefined) throw new Error('no dossier');
  return row;
}

describe('the ledger schema, version 5 → 6 (an opening balance that may hold the securities)', () => {
  it('marks the investment accounts stored until now, keeps every record, and asks about the one counted twice', async () => {
    await storedByVersion5();
    const db = openLedger('own');
    const rows = await listAccountsWithBalances(db, TODAY);
    expect(await db.keptAside.count()).toBe(0);
    expect(rows.find((account) => account.id === 'cc')).toEqual({
      ...checking,
      balance: 1000000,
    });
    const row = await dossierRow(db);
    expect(row.openingBalanceToConfirm).toBe(true);
    // 10.000 € of opening balance and the 100 shares at 90 €: their 8.000 € of then counted twice.
    expect(row.balance).toBe(1900000);
    expect(row.review).toEqual({ securitiesCents: 800000, correctedCents: 200000 });
  });

  it('takes the securities out of the opening balance, and its undo puts them back', async () => {
    await storedByVersion5();
    const db = openLedger('own');
    const correction = await removeSecuritiesFromOpeningBalance(db, 'dossier');
    expect(correction).toEqual({
      accountId: 'dossier',
      previousCents: 1000000,
      correctedCents: 200000,
    });
    let row = await dossierRow(db);
    expect(row.balance).toBe(1100000);
    expect(row.openingBalanceToConfirm).toBeUndefined();
    expect(row.review).toBeUndefined();
    expect((await refusal(removeSecuritiesFromOpeningBalance(db, 'dossier'))).message).toBe(
      OPENING_BALANCE_MESSAGES.nothingToCorrect,
    );

    await undoOpeningBalanceCorrection(db, correction);
    row = await dossierRow(db);
    expect(row.balance).toBe(1900000);
    expect(row.review).toEqual({ securitiesCents: 800000, correctedCents: 200000 });
  });

  it('refuses the undo once the opening balance was changed since, writing nothing', async () => {
    await storedByVersion5();
    const db = openLedger('own');
    const correction = await removeSecuritiesFromOpeningBalance(db, 'dossier');
    await updateAccount(db, 'dossier', { openingBalance: 250000 });
    expect((await refusal(undoOpeningBalanceCorrection(db, correction))).message).toBe(
      OPENING_BALANCE_MESSAGES.notRestored,
    );
    expect((await dossierRow(db)).openingBalance).toBe(250000);
  });

  it('remembers "È già solo liquidità", and an opening balance typed again, across a reopening', async () => {
    await storedByVersion5();
    let db = openLedger('own');
    await confirmOpeningBalanceIsCash(db, 'dossier');
    db.close();
    db = openLedger('own');
    const row = await dossierRow(db);
    expect(row.openingBalance).toBe(1000000);
    expect(row.review).toBeUndefined();
    expect(row.openingBalanceToConfirm).toBeUndefined();
  });

  it('stops asking once the opening balance is typed again, not when only the name changes', async () => {
    await storedByVersion5();
    const db = openLedger('own');
    await updateAccount(db, 'dossier', { name: 'Dossier' });
    expect((await dossierRow(db)).review).toBeDefined();
    await updateAccount(db, 'dossier', { openingBalance: 1000100 });
    expect((await dossierRow(db)).review).toBeUndefined();
  });
});

describe('backups and the opening balance’s meaning', () => {
  it('marks an older backup’s investment accounts; this version’s backup keeps the answer', async () => {
    await storedByVersion5();
    const source = openLedger('own');
    const older = { ...(await exportBackup(source)), version: 3 };
    await confirmOpeningBalanceIsCash(source, 'dossier');
    const current = await exportBackup(source);
    expect(current.version).toBe(BACKUP_VERSION);

    const target = openLedger('demo');
    const reading = readBackup(
      JSON.stringify({ ...older, tables: { ...older.tables, accounts: [dossier, checking] } }),
    );
    if (!reading.ok) throw new Error(reading.message);
    await restoreBackup(target, reading.backup);
    expect((await dossierRow(target)).review).toEqual({
      securitiesCents: 800000,
      correctedCents: 200000,
    });
    expect(
      (await listAccountsWithBalances(target, TODAY)).find((a) => a.id === 'cc'),
    ).not.toHaveProperty('openingBalanceToConfirm');

    const again = readBackup(JSON.stringify(current));
    if (!again.ok) throw new Error(again.message);
    await restoreBackup(target, again.backup);
    expect((await dossierRow(target)).review).toBeUndefined();
  });
});
