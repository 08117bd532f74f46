import { liveQuery } from 'dexie';
import { describe, expect, it } from 'vitest';
import { addGoal } from './goal-commands';
import { updatePrice } from './position-commands';
import { listAccountsWithBalances, listGoals } from './reference-queries';
import { addTransaction } from './transaction-commands';
import { homeFigures, type HomeFigures } from './figure-queries';
import { openLedger } from './ledger-database';
import { writeDossierWithShares } from './testing/dossier-with-shares';
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
    // 1.000 € of cash that bought 100 Enel at 10 €.
    const { dossierId, sharesId } = await writeDossierWithShares(db, {
      opened: '2026-01-01',
      cash: 100000,
      bought: { date: '2026-03-02', price: 10 },
      today,
    });
    await addGoal(db, {
      name: 'Pensione',
      target: 10000,
      current: 0,
      targetDate: '2040-01-01',
      category: 'retirement',
      monthlyContribution: 100,
      accountId: dossierId,
    });
    const goals = watch(() => listGoals(db, today));
    try {
      await goals.next();
      const updated = goals.next();
      await updatePrice(db, sharesId, { price: 15, date: today }, today);
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
    // 1.000 € of cash that bought 100 Enel at 10 €.
    const { dossierId, sharesId } = await writeDossierWithShares(db, {
      opened: '2026-01-01',
      cash: 100000,
      bought: { date: '2026-03-02', price: 10 },
      today,
    });
    const accounts = watch(async () =>
      (await listAccountsWithBalances(db, today)).filter((a) => a.id === dossierId),
    );
    try {
      await accounts.next();
      const updated = accounts.next();
      await updatePrice(db, sharesId, { price: 15, date: today }, today);
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
