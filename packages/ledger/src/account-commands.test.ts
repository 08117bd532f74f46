import { LEDGER_MESSAGES } from '@traguardo/domain/ledger-messages';
import { LEDGER_MAX_ACCOUNTS } from '@traguardo/domain/ledger-limits';
import { describe, expect, it } from 'vitest';
import {
  addAccount,
  archiveAccount,
  deleteAccount,
  restoreAccount,
  updateAccount,
} from './account-commands';
import { addGoal } from './goal-commands';
import { openLedger } from './ledger-database';
import { listAccounts, listAccountsWithBalances, listGoals } from './reference-queries';
import { findTransactions } from './transaction-queries';
import { refusal } from './testing/refusal';
import { writeSampleLedger } from './testing/sample-ledger';

const draft = {
  name: 'Conto deposito',
  bank: 'Fineco',
  type: 'savings',
  openingBalance: 500000,
  openingDate: '2025-01-01',
} as const;

describe('account commands', () => {
  it('add an account in euro, not archived, with a new id', async () => {
    const db = openLedger('own');
    const account = await addAccount(db, draft);
    expect(account).toEqual({ ...draft, id: expect.any(String), currency: 'EUR', archived: false });
    expect(await listAccounts(db)).toEqual([account]);
  });

  it('refuse an invalid account in Italian and write nothing', async () => {
    const db = openLedger('own');
    const error = await refusal(addAccount(db, { ...draft, name: ' ', openingBalance: 12.345 }));
    expect(error.code).toBe('invalid');
    expect(error.message).toBe(LEDGER_MESSAGES.nameRequired);
    expect(error.problems).toEqual([
      { field: 'name', message: LEDGER_MESSAGES.nameRequired },
      { field: 'openingBalance', message: LEDGER_MESSAGES.amount },
    ]);
    expect(await listAccounts(db, { includeArchived: true })).toEqual([]);
  });

  it(`refuse a ${LEDGER_MAX_ACCOUNTS + 1}st account`, async () => {
    const db = openLedger('own');
    for (let i = 0; i < LEDGER_MAX_ACCOUNTS; i++)
      await addAccount(db, { ...draft, name: `Conto ${i}` });
    const error = await refusal(addAccount(db, draft));
    expect(error.code).toBe('limit');
    expect(error.message).toBe(
      'Puoi avere al massimo 50 conti: archivia o elimina un conto che non usi.',
    );
    expect(await listAccounts(db)).toHaveLength(LEDGER_MAX_ACCOUNTS);
  });

  it('update an account, and refuse one that is gone', async () => {
    const db = openLedger('own');
    const account = await addAccount(db, draft);
    const updated = await updateAccount(db, account.id, { name: 'Deposito vincolato' });
    expect(updated).toEqual({ ...account, name: 'Deposito vincolato' });
    expect(await listAccounts(db)).toEqual([updated]);
    const error = await refusal(updateAccount(db, 'nessuno', { name: 'X' }));
    expect([error.code, error.message]).toEqual(['notFound', 'Questo conto non esiste più.']);
  });

  it('archive an account: hidden from the list, still counted', async () => {
    const db = openLedger('own');
    const account = await addAccount(db, draft);
    await archiveAccount(db, account.id);
    expect(await listAccounts(db)).toEqual([]);
    expect(await listAccountsWithBalances(db, '2025-06-30', { includeArchived: true })).toEqual([
      { ...account, archived: true, balance: 500000 },
    ]);
    await archiveAccount(db, account.id, false);
    expect(await listAccounts(db)).toEqual([account]);
  });

  it('delete an account with its movements, unlink its goals, and restore all of it', async () => {
    const db = openLedger('own');
    const { checking, card } = await writeSampleLedger(db);
    const goal = await addGoal(db, {
      name: 'Fondo emergenza',
      target: 10000,
      current: 0,
      targetDate: '2026-12-31',
      category: 'home',
      monthlyContribution: 300,
      accountId: checking.id,
    });
    const before = await findTransactions(db);

    const deleted = await deleteAccount(db, checking.id);
    expect(deleted.account).toEqual(checking);
    expect(deleted.transactions.map((t) => t.description).sort()).toEqual([
      'Affitto',
      'Spesa al supermercato',
      'Stipendio gennaio',
    ]);
    expect(deleted.goals).toEqual([goal]);
    expect(await listAccounts(db)).toEqual([card]);
    expect((await findTransactions(db)).map((t) => t.accountId)).toEqual([card.id, card.id]);
    expect((await listGoals(db, '2025-03-01'))[0]?.accountId).toBeUndefined();

    await restoreAccount(db, deleted);
    expect(await listAccounts(db)).toEqual([card, checking]);
    expect(await findTransactions(db)).toEqual(before);
    expect((await listGoals(db, '2025-03-01'))[0]?.accountId).toBe(checking.id);
  });
});
