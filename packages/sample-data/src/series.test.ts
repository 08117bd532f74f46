import { householdNetWorth } from '@traguardo/domain/accounts';
import { AUM_CHART_MONTHS, NET_WORTH_CHART_MONTHS } from '@traguardo/domain/constants';
import { cashFlowTotals } from '@traguardo/domain/savings';
import { totalAum } from '@traguardo/domain/status';
import { describe, expect, it } from 'vitest';
import { accounts, property } from './accounts';
import { clients } from './clients';
import { goals } from './goals';
import {
  aumTrend,
  benchmarkSeries,
  cashFlowSeries,
  demoAumTrend,
  goalProgressSeries,
  netWorthSeries,
} from './series';
import { transactions } from './transactions';

const MONTHS = ['Gen', 'Feb', 'Mar', 'Apr', 'Mag', 'Giu', 'Lug', 'Ago', 'Set', 'Ott', 'Nov', 'Dic'];

describe('series', () => {
  it('cover twelve months, January to December', () => {
    for (const series of [netWorthSeries, cashFlowSeries, goalProgressSeries, benchmarkSeries]) {
      expect(series).toHaveLength(NET_WORTH_CHART_MONTHS);
      expect(series.map((p) => p.month)).toEqual(MONTHS);
    }
  });

  it('end where the rest of the sample data is', () => {
    expect(netWorthSeries.at(-1)?.value).toBe(householdNetWorth(accounts, property));
    const december = cashFlowTotals(transactions);
    expect(cashFlowSeries.at(-1)).toEqual({
      month: 'Dic',
      income: december.income,
      expenses: Math.round(december.expenses),
    });
    const casa = goals.find((g) => g.category === 'home');
    const pensione = goals.find((g) => g.category === 'retirement');
    expect(goalProgressSeries.at(-1)).toEqual({
      month: 'Dic',
      casa: casa?.progress,
      pensione: pensione?.progress,
    });
  });

  it('has six months of AUM ending close to the clients’ net worth', () => {
    expect(aumTrend).toHaveLength(AUM_CHART_MONTHS);
    expect(aumTrend.map((p) => p.month)).toEqual(MONTHS.slice(-AUM_CHART_MONTHS));
    const last = aumTrend.at(-1)?.aum ?? 0;
    expect(Math.abs(last - totalAum(clients)) / totalAum(clients)).toBeLessThan(0.02);
  });

  it('charts the demo’s AUM up to today’s month, its last point the AUM shown today', () => {
    const trend = demoAumTrend(9_485_500, '2026-11-27', AUM_CHART_MONTHS);
    expect(trend.map((p) => p.month)).toEqual(['Giu', 'Lug', 'Ago', 'Set', 'Ott', 'Nov']);
    expect(trend.at(-1)?.aum).toBe(9_485_500);
    expect(trend.slice(0, -1)).toEqual(
      aumTrend.slice(0, -1).map((p, i) => ({ month: trend[i]?.month, aum: p.aum })),
    );
  });
});
