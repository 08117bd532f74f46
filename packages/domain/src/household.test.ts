import { describe, expect, it } from 'vitest';
import { debtRatioWithHome, historyWithHome, netWorthWithHome } from './household';

describe('the household with its home', () => {
  it('adds the home to net worth and recomputes the change on it', () => {
    const withHome = netWorthWithHome(
      { current: 3068000, previous: 2984500, change: 83500, percent: 2.8 },
      32000000,
    );
    expect(withHome).toMatchObject({ current: 35068000, previous: 34984500, change: 83500 });
    expect(withHome.percent).toBeCloseTo((83500 / 34984500) * 100, 10);
  });

  it('adds the home to every month of the history', () => {
    expect(historyWithHome([{ month: '2026-10', value: -100 }], 500)).toEqual([
      { month: '2026-10', value: 400 },
    ]);
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
