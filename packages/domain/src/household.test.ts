import { describe, expect, it } from 'vitest';
import {
  debtRatioWithHome,
  historyWithHomes,
  homesValueIn,
  netWorthWithHome,
  netWorthWithHomes,
} from './household';

describe('the household with its home', () => {
  it('adds the home to net worth and recomputes the change on it', () => {
    const withHome = netWorthWithHome(
      { current: 3068000, previous: 2984500, change: 83500, percent: 2.8 },
      32000000,
    );
    expect(withHome).toMatchObject({ current: 35068000, previous: 34984500, change: 83500 });
    expect(withHome.percent).toBeCloseTo((83500 / 34984500) * 100, 10);
  });

  it('adds a home of every month to every month of the history', () => {
    expect(
      historyWithHomes([{ month: '2026-10', value: -100 }], [{ value: 500, from: null }]),
    ).toEqual([{ month: '2026-10', value: 400 }]);
  });

  it('counts the home among the assets of the debt ratio', () => {
    const balances = [
      { type: 'checking' as const, balance: 17693000 },
      { type: 'mortgage' as const, balance: -14625000 },
    ];
    expect(debtRatioWithHome(balances, 0)).toBe(83);
    expect(debtRatioWithHome(balances, 32000000)).toBe(29);
    expect(debtRatioWithHome([{ type: 'credit', balance: -100 }], 0)).toBeNull();
  });
});

describe('the household with the homes it recorded, each from the month of its estimate', () => {
  const homes = [
    { value: 30000000, from: '2026-09' },
    { value: 5000000, from: '2026-11' },
  ];

  it('counts a home in the month of its estimate and every month after, none before', () => {
    expect(homesValueIn(homes, '2026-08')).toBe(0);
    expect(homesValueIn(homes, '2026-09')).toBe(30000000);
    expect(homesValueIn(homes, '2026-12')).toBe(35000000);
    expect(
      historyWithHomes(
        [
          { month: '2026-08', value: -18000000 },
          { month: '2026-09', value: -17900000 },
          { month: '2026-11', value: -17800000 },
        ],
        homes,
      ),
    ).toEqual([
      { month: '2026-08', value: -18000000 },
      { month: '2026-09', value: 12100000 },
      { month: '2026-11', value: 17200000 },
    ]);
  });

  it('adds to today the homes of this month, to last month those of then, and the change between', () => {
    const change = { current: -17800000, previous: -17850000, change: 50000, percent: 0.28 };
    const withHomes = netWorthWithHomes(change, homes, '2026-11');
    expect(withHomes).toMatchObject({ current: 17200000, previous: 12150000, change: 5050000 });
    expect(withHomes.percent).toBeCloseTo((5050000 / 12150000) * 100, 10);
    const first = { current: -100, previous: null, change: null, percent: null };
    expect(netWorthWithHomes(first, homes, '2026-11')).toEqual({ ...first, current: 34999900 });
  });
});
