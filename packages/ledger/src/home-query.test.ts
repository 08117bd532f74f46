import { liveQuery } from 'dexie';
import { describe, expect, it } from 'vitest';
import { writeDossierWithShares } from './testing/dossier-with-shares';
import { addGoal } from './goal-commands';
import { homeFigures } from './figure-queries';
import { readHome, type HomeRead } from './home-query';
import { openLedger } from './ledger-database';
import { listAccountsWithBalances, listGoals } from './reference-queries';
import { generateLedger, writeLedger } from './testing/generate-ledger';
import { writeSampleLedger } from './testing/sample-ledger';
import { addTransaction } from './transaction-commands';
import { updatePrice } from './position-commands';

const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

describe('Home in one read', () => {
  it.each(['2025-12-31', '2025-07-14', '2024-03-01'])(
    'gives what the figures, the balances and the goals give one by one, as of %s',
    async (today) => {
      const db = openLedger('own');
      await writeLedger(
        db,
        generateLedger({ endDate: '2025-12-31', years: 3, transactions: 3000 }),
      );
      const read = await readHome(db, today);
      expect(read.figures).toEqual(await homeFigures(db, today));
      expect(read.goals).toEqual(await listGoals(db, today));
      const accounts = await listAccountsWithBalances(db, today, { includeArchived: true });
      expect([...read.accounts].sort(byId)).toEqual([...accounts].sort(byId));
      // The generated ledger's first goal follows its deposit account.
      const followed = read.goals.find((g) => g.accountId !== undefined);
      const deposit = accounts.find((a) => a.id === followed?.accountId);
      expect(followed?.current).toBe(Math.max(0, (deposit?.balance ?? 0) / 100));
    },
  );

  it('is read again after a movement: the net worth and the goal that follows its account', async () => {
    const db = openLedger('own');
    const { checking } = await writeSampleLedger(db);
    await addGoal(db, {
      name: 'Casa',
      target: 10000,
      current: 0,
      targetDate: '2027-01-01',
      category: 'home',
      monthlyContribution: 100,
      accountId: checking.id,
    });
    const seen: { netWorth: number; goal: number | undefined }[] = [];
    let resolveNext: (() => void) | undefined;
    const next = () =>
      new Promise<void>((resolve) => {
        resolveNext = resolve;
      });
    const subscription = liveQuery(() => readHome(db, '2025-02-25')).subscribe({
      next: (read: HomeRead) => {
        seen.push({ netWorth: read.figures.netWorth.current, goal: read.goals[0]?.current });
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
      // The checking account: 1.000 + 2.500 − 800 − 45,90, then 100 € more.
      expect(seen).toEqual([
        { netWorth: 235260, goal: 2654.1 },
        { netWorth: 245260, goal: 2754.1 },
      ]);
    } finally {
      subscription.unsubscribe();
    }
  });

  it('counts the positions of an investment account at their value, and is read again after a price', async () => {
    // QA's case: a Dossier Titoli opened with the 1.400 € that then bought the shares, a
    // current account with 1.000 €, and shares worth 1.526 € in Investi.
    const today = '2026-11-20';
    const db = openLedger('own');
    const { dossierId, sharesId } = await writeDossierWithShares(db, {
      opened: '2026-01-01',
      cash: 140000,
      bought: { date: '2026-10-05', price: 14 },
      today,
    });
    await updatePrice(db, sharesId, { price: 15.26, date: '2026-11-19' }, today);

    const read = await readHome(db, today);
    expect(read.figures.netWorth.current).toBe(252600);
    // Bought in October for 1.400 €, worth 1.526 € now: +9% since 31 December.
    expect(read.figures.yearToDateReturn).toEqual({
      kind: 'measured',
      percent: expect.closeTo(9, 9),
      from: '2025-12-31',
    });
    // At the end of October, no price yet: the shares at their cost.
    expect(read.figures.netWorthHistory.slice(-2).map((p) => p.value)).toEqual([240000, 252600]);
    expect(read.figures.allocation).toEqual([
      { type: 'investment', amount: 152600, percent: (152600 / 252600) * 100 },
      { type: 'checking', amount: 100000, percent: (100000 / 252600) * 100 },
    ]);
    expect(read.figures.assetAllocation.map(({ name, amount }) => [name, amount])).toEqual([
      ['Azioni', 152600],
      ['Liquidità', 100000],
    ]);
    const listed = await listAccountsWithBalances(db, today);
    expect(listed.find((a) => a.id === dossierId)?.balance).toBe(152600);

    const seen: number[] = [];
    let resolveNext: (() => void) | undefined;
    const next = () =>
      new Promise<void>((resolve) => {
        resolveNext = resolve;
      });
    const subscription = liveQuery(() => readHome(db, today)).subscribe({
      next: (home: HomeRead) => {
        seen.push(home.figures.netWorth.current);
        resolveNext?.();
      },
    });
    try {
      await next();
      const updated = next();
      await updatePrice(db, sharesId, { price: 16, date: '2026-11-20' }, today);
      await updated;
      expect(seen).toEqual([252600, 260000]);
    } finally {
      subscription.unsubscribe();
    }
  });
});
