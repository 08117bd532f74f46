import { liveQuery } from 'dexie';
import { describe, expect, it } from 'vitest';
import { addTransaction } from './transaction-commands';
import { homeFigures, type HomeFigures } from './figure-queries';
import { openLedger } from './ledger-database';
import { writeSampleLedger } from './testing/sample-ledger';

// The screens will read through Dexie's liveQuery (dexie-react-hooks' useLiveQuery wraps
// it): the queries must re-run when a command changes what they read.

describe('queries under liveQuery', () => {
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
