import { LEDGER_MESSAGES } from '@traguardo/domain/ledger-messages';
import { describe, expect, it } from 'vitest';
import { addCategory } from './category-commands';
import { openLedger } from './ledger-database';
import {
  addTransaction,
  deleteTransaction,
  restoreTransactions,
  setTransactionCategory,
  updateTransaction,
} from './transaction-commands';
import { findTransactions } from './transaction-queries';
import { refusal } from './testing/refusal';
import { writeSampleLedger } from './testing/sample-ledger';

describe('transaction commands', () => {
  it('add a movement with an empty note when none is given', async () => {
    const db = openLedger('own');
    const { checking } = await writeSampleLedger(db);
    const added = await addTransaction(db, {
      accountId: checking.id,
      date: '2025-03-01',
      description: 'Farmacia',
      amount: -1290,
      categoryId: 'salute',
      recurring: false,
    });
    expect(added).toEqual({
      id: expect.any(String),
      accountId: checking.id,
      date: '2025-03-01',
      description: 'Farmacia',
      amount: -1290,
      categoryId: 'salute',
      recurring: false,
      note: '',
    });
    expect((await findTransactions(db))[0]).toEqual(added);
  });

  it('refuse a movement of an unknown account or category, or invalid, and write nothing', async () => {
    const db = openLedger('own');
    const { checking } = await writeSampleLedger(db);
    const base = {
      accountId: checking.id,
      date: '2025-03-01',
      description: 'Farmacia',
      amount: -1290,
      categoryId: 'salute',
      recurring: false,
    };
    const unknownAccount = await refusal(addTransaction(db, { ...base, accountId: 'nessuno' }));
    expect([unknownAccount.code, unknownAccount.message]).toEqual([
      'unknownReference',
      'Il conto scelto non esiste: scegline un altro.',
    ]);
    const unknownCategory = await refusal(addTransaction(db, { ...base, categoryId: 'viaggi' }));
    expect(unknownCategory.message).toBe('La categoria scelta non esiste: scegline un’altra.');
    const invalid = await refusal(
      addTransaction(db, { ...base, description: '', date: '2025-02-30' }),
    );
    expect(invalid.problems.map((p) => p.message)).toEqual([
      LEDGER_MESSAGES.date,
      LEDGER_MESSAGES.descriptionRequired,
    ]);
    expect(await findTransactions(db)).toHaveLength(5);
  });

  it('take a category of the user’s own', async () => {
    const db = openLedger('own');
    const { checking } = await writeSampleLedger(db);
    const pets = await addCategory(db, { name: 'Animali', color: '#a16207' });
    const added = await addTransaction(db, {
      accountId: checking.id,
      date: '2025-03-01',
      description: 'Crocchette',
      amount: -2500,
      categoryId: pets.id,
      recurring: false,
    });
    expect(added.categoryId).toBe(pets.id);
  });

  it('update a movement and change its category in place', async () => {
    const db = openLedger('own');
    const { transactions } = await writeSampleLedger(db);
    const [salary] = transactions;
    if (salary === undefined) throw new Error('sample');
    expect(await updateTransaction(db, salary.id, { amount: 260000, note: 'Con bonus' })).toEqual({
      ...salary,
      amount: 260000,
      note: 'Con bonus',
    });
    expect((await setTransactionCategory(db, salary.id, 'entrate')).categoryId).toBe('entrate');
    const refused = await refusal(setTransactionCategory(db, salary.id, 'inesistente'));
    expect(refused.code).toBe('unknownReference');
    const gone = await refusal(updateTransaction(db, 'nessuno', { amount: 1 }));
    expect(gone.message).toBe('Questo movimento non esiste più.');
  });

  it('delete a movement and restore it', async () => {
    const db = openLedger('own');
    const { transactions } = await writeSampleLedger(db);
    const before = await findTransactions(db);
    const target = transactions[2];
    if (target === undefined) throw new Error('sample');
    expect(await deleteTransaction(db, target.id)).toEqual(target);
    expect(await findTransactions(db)).toHaveLength(4);
    await restoreTransactions(db, [target]);
    expect(await findTransactions(db)).toEqual(before);
  });
});
