import { liveQuery } from 'dexie';
import { describe, expect, it } from 'vitest';
import { addGoal } from './goal-commands';
import { homeFigures } from './figure-queries';
import { readHome, type HomeRead } from './home-query';
import { openLedger } from './ledger-database';
import { listAccountsWithBalances, listGoals } from './reference-queries';
import { generateLedger, writeLedger } from './testing/generate-ledger';
import { writeSampleLedger } from './testing/sample-ledger';
import { addTransaction } from './transaction-commands';

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
});
