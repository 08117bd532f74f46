import { liveQuery } from 'dexie';
import { describe, expect, it } from 'vitest';
import { addAccount } from './account-commands';
import { addGoal } from './goal-commands';
import { addOperation, addPosition, updatePrice } from './position-commands';
import { listAccountsWithBalances, listGoals } from './reference-queries';
import { addTransaction } from './transaction-commands';
import { homeFigures, type HomeFigures } from './figure-queries';
import { openLedger } from './ledger-database';
import { writeSampleLedger } from './testing/sample-ledger';

// The screens will read through Dexie's liveQuery (dexie-react-hooks' useLiveQuery wraps
// it): the queries must re-run when a command changes what they read.

/** Each value `query` gives under liveQuery, and a way to wait for the next one. */
function watch<T>(query: () => Promise<T>) {
  const seen: T[] = [];
  let resolveNext: (() => void) | undefined;
  const next = () =>
    new Promise<void>((resolve) => {
      resolveNext = resolve;
    });
  const subscription = liveQuery(query).subscribe({
    next: (value: T) => {
      seen.push(value);
      resolveNext?.();
    },
  });
  return { seen, next, stop: () => subscription.unsubscribe() };
}

describe('queries under liveQuery', () => {
  it('give a goal that follows an investment account its new amount after a price', async () => {
    const today = '2026-11-20';
    const db = openLedger('own');
    const dossier = await addAccount(db, {
      name: 'Conto titoli',
      bank: '',
      type: 'investment',
      openingBalance: 100000,
      openingDate: '2026-01-01',
    });
    const shares = await addPosition(db, {
      accountId: dossier.id,
      isin: 'IT0003128367',
      name: 'Enel',
      positionClass: 'azioni',
      custody: 'italiana',
    });
    await addOperation(
      db,
      shares.id,
      { kind: 'acquisto', date: '2026-03-02', quantity: 100, price: 10, feesCents: 0 },
      today,
    );
    await addGoal(db, {
      name: 'Pensione',
      target: 10000,
      current: 0,
      targetDate: '2040-01-01',
      category: 'retirement',
      monthlyContribution: 100,
      accountId: dossier.id,
    });
    const goals = watch(() => listGoals(db, today));
    try {
      await goals.next();
      const updated = goals.next();
      await updatePrice(db, shares.id, { price: 15, date: today }, today);
      await updated;
      // 1.000 € of cash less 1.000 € of shares, worth 1.000 € and then 1.500 €.
      expect(goals.seen.map(([goal]) => goal?.current)).toEqual([1000, 1500]);
    } finally {
      goals.stop();
    }
  });

  it('give an investment account its new balance after a price', async () => {
    const today = '2026-11-20';
    const db = openLedger('own');
    const dossier = await addAccount(db, {
      name: 'Conto titoli',
      bank: '',
      type: 'investment',
      openingBalance: 100000,
      openingDate: '2026-01-01',
    });
    const shares = await addPosition(db, {
      accountId: dossier.id,
      isin: 'IT0003128367',
      name: 'Enel',
      positionClass: 'azioni',
      custody: 'italiana',
    });
    await addOperation(
      db,
      shares.id,
      { kind: 'acquisto', date: '2026-03-02', quantity: 100, price: 10, feesCents: 0 },
      today,
    );
    const accounts = watch(() => listAccountsWithBalances(db, today));
    try {
      await accounts.next();
      const updated = accounts.next();
      await updatePrice(db, shares.id, { price: 15, date: today }, today);
      await updated;
      expect(accounts.seen.map(([account]) => account?.balance)).toEqual([100000, 150000]);
    } finally {
      accounts.stop();
    }
  });

  it('give the new net worth after a movement is saved', async () => {
    const db = openLedger('own');
    const { checking } = await writeSampleLedger(db);
    const seen: number[] = [];
    let resolveNext: (() => void) | undefined;
    const next = () =>
      new Promise<void>((resolve) => {
        resolveNext = resolve;
      });
    const subscription = liveQuery(() => homeFigures(db, '2025-02-25')).subscribe({
      next: (figures: HomeFigures) => {
        seen.push(figures.netWorth.current);
        resolveNext?.();
      },
    });
    try {
      await next();
      const updated = next();
      await addTransaction(db, {
        accountId: checking.id,
        date: '2025-02-24',
        description: 'Rimborso',
        amount: 10000,
        categoryId: 'entrate',
        recurring: false,
      });
      await updated;
      expect(seen).toEqual([235260, 245260]);
    } finally {
      subscription.unsubscribe();
    }
  });
});
