import { describe, expect, it } from 'vitest';
import { homeFigures, monthSummary } from './figure-queries';
import { openLedger } from './ledger-database';
import { writeSampleLedger } from './testing/sample-ledger';

/** Every number anywhere inside `value`. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(numbersIn);
}

describe('figures', () => {
  it('sum up a month', async () => {
    const db = openLedger('own');
    await writeSampleLedger(db);
    expect(await monthSummary(db, '2025-01')).toEqual({
      month: '2025-01',
      income: 250000,
      expenses: 80000,
      net: 170000,
      savingsRate: 68,
      spentByCategory: [{ categoryId: 'casa', spent: 80000 }],
    });
    expect((await monthSummary(db, '2025-02')).spentByCategory).toEqual([
      { categoryId: 'shopping', spent: 10000 },
      { categoryId: 'cibo', spent: 4740 },
    ]);
  });

  it('give Home every figure from the ledger', async () => {
    const db = openLedger('own');
    await writeSampleLedger(db);
    const figures = await homeFigures(db, '2025-02-25');
    expect(figures.netWorth).toEqual({
      current: 100000 + 250000 - 80000 - 4590 - 20000 - 10000 - 150,
      previous: 250000,
      change: -14740,
      percent: (-14740 / 250000) * 100,
    });
    expect(figures.netWorthHistory.at(-1)).toEqual({ month: '2025-02', value: 235260 });
    expect(figures.netWorthHistory.at(-2)).toEqual({ month: '2025-01', value: 250000 });
    // From January, when the accounts were opened: no point before.
    expect(figures.netWorthHistory).toHaveLength(2);
    expect(figures.cashFlow.at(-1)).toEqual({
      month: '2025-02',
      income: 0,
      expenses: 14740,
      net: -14740,
    });
    expect(figures.allocation).toEqual([{ type: 'checking', amount: 265410, percent: 100 }]);
    expect(figures.debtRatio).toBe(Math.round((30150 / 265410) * 100));
    // January is the one complete month since the accounts were opened (on 1 January).
    expect(figures.emergencyFundMonths).toBeCloseTo(265410 / 80000, 10);
    expect(figures.savingsRate).toBeNull();
    expect(figures.thisMonth).toEqual({ income: 0, expenses: 14740, net: -14740 });
    expect([figures.accountCount, figures.transactionCount]).toEqual([2, 5]);
  });

  it('never give NaN for an empty profile', async () => {
    const figures = await homeFigures(openLedger('own'), '2025-02-25');
    expect(figures).toEqual({
      netWorth: { current: 0, previous: null, change: null, percent: null },
      netWorthHistory: [],
      cashFlow: expect.any(Array),
      allocation: [],
      assetAllocation: [],
      debtRatio: 0,
      debtRatioLeavesOutMortgage: false,
      emergencyFundMonths: null,
      savingsRate: null,
      yearToDateReturn: { kind: 'nothing-invested' },
      thisMonth: { income: 0, expenses: 0, net: 0 },
      accountCount: 0,
      transactionCount: 0,
    });
    expect(numbersIn(figures).every(Number.isFinite)).toBe(true);
  });
});
