import {
  type AumPoint,
  type BenchmarkPoint,
  type CashFlowPoint,
  type GoalProgressPoint,
  type MonteCarloPoint,
  type NetWorthPoint,
} from '@traguardo/domain/entities';

// 2024, January to December. Each series ends where the rest of the sample data is
// (household net worth, December's transactions, goal progress, clients' AUM): tests keep it so.

/** Household net worth (accounts plus the home), euro: +5,2% over the year. */
export const netWorthSeries: readonly NetWorthPoint[] = [
  { month: 'Gen', value: 333300 },
  { month: 'Feb', value: 334500 },
  { month: 'Mar', value: 336900 },
  { month: 'Apr', value: 335600 },
  { month: 'Mag', value: 338200 },
  { month: 'Giu', value: 340100 },
  { month: 'Lug', value: 342400 },
  { month: 'Ago', value: 341300 },
  { month: 'Set', value: 344000 },
  { month: 'Ott', value: 346100 },
  { month: 'Nov', value: 348000 },
  { month: 'Dic', value: 350680 },
];

/** Monthly income and expenses (positive), euro. December includes the tredicesima. */
export const cashFlowSeries: readonly CashFlowPoint[] = [
  { month: 'Gen', income: 3200, expenses: 2710 },
  { month: 'Feb', income: 3200, expenses: 2480 },
  { month: 'Mar', income: 3350, expenses: 2560 },
  { month: 'Apr', income: 3200, expenses: 2890 },
  { month: 'Mag', income: 3200, expenses: 2420 },
  { month: 'Giu', income: 3200, expenses: 2630 },
  { month: 'Lug', income: 4850, expenses: 3120 },
  { month: 'Ago', income: 3200, expenses: 3380 },
  { month: 'Set', income: 3200, expenses: 2510 },
  { month: 'Ott', income: 3200, expenses: 2470 },
  { month: 'Nov', income: 3200, expenses: 2560 },
  { month: 'Dic', income: 6570, expenses: 2635 },
];

/** Progress of the home and retirement goals, percent. */
export const goalProgressSeries: readonly GoalProgressPoint[] = [
  { month: 'Gen', casa: 8, pensione: 7 },
  { month: 'Feb', casa: 9, pensione: 7 },
  { month: 'Mar', casa: 11, pensione: 8 },
  { month: 'Apr', casa: 12, pensione: 8 },
  { month: 'Mag', casa: 13, pensione: 8 },
  { month: 'Giu', casa: 15, pensione: 9 },
  { month: 'Lug', casa: 16, pensione: 9 },
  { month: 'Ago', casa: 17, pensione: 9 },
  { month: 'Set', casa: 19, pensione: 10 },
  { month: 'Ott', casa: 20, pensione: 10 },
  { month: 'Nov', casa: 22, pensione: 11 },
  { month: 'Dic', casa: 23, pensione: 11 },
];

/** Projected net worth by year in three scenarios, euro. */
export const monteCarloSeries: readonly MonteCarloPoint[] = [
  { year: 2025, conservative: 350000, expected: 350000, optimistic: 350000 },
  { year: 2030, conservative: 431000, expected: 498000, optimistic: 572000 },
  { year: 2035, conservative: 522000, expected: 689000, optimistic: 893000 },
  { year: 2040, conservative: 624000, expected: 935000, optimistic: 1356000 },
  { year: 2045, conservative: 738000, expected: 1251000, optimistic: 2018000 },
  { year: 2050, conservative: 866000, expected: 1658000, optimistic: 2951000 },
  { year: 2055, conservative: 1009000, expected: 2181000, optimistic: 4262000 },
];

/** Cumulative year-to-date return of the portfolio and of its benchmark, percent. */
export const benchmarkSeries: readonly BenchmarkPoint[] = [
  { month: 'Gen', portfolio: 1.2, benchmark: 1 },
  { month: 'Feb', portfolio: 2.6, benchmark: 2.1 },
  { month: 'Mar', portfolio: 4.1, benchmark: 3.5 },
  { month: 'Apr', portfolio: 3.2, benchmark: 2.9 },
  { month: 'Mag', portfolio: 4.5, benchmark: 3.8 },
  { month: 'Giu', portfolio: 5.3, benchmark: 4.6 },
  { month: 'Lug', portfolio: 5.9, benchmark: 5 },
  { month: 'Ago', portfolio: 5.1, benchmark: 4.4 },
  { month: 'Set', portfolio: 6.2, benchmark: 5.3 },
  { month: 'Ott', portfolio: 6.8, benchmark: 5.9 },
  { month: 'Nov', portfolio: 7.7, benchmark: 6.5 },
  { month: 'Dic', portfolio: 8.4, benchmark: 7.1 },
];

/** Assets under management of the advisor, euro, last six months. */
export const aumTrend: readonly AumPoint[] = [
  { month: 'Lug', aum: 8420000 },
  { month: 'Ago', aum: 8385000 },
  { month: 'Set', aum: 8610000 },
  { month: 'Ott', aum: 8790000 },
  { month: 'Nov', aum: 8960000 },
  { month: 'Dic', aum: 9135500 },
];
