import {
  type AumPoint,
  type BenchmarkPoint,
  type CashFlowPoint,
  type GoalProgressPoint,
  type IsoDate,
  type MonteCarloPoint,
  type NetWorthPoint,
} from '@traguardo/domain/entities';
import { lastMonthsShortLabels } from '@traguardo/domain/month-labels';

// 2024, January to December. Each series ends where the rest of the sample data is
// (household net worth, December's transactions, goal progress, clients' AUM): tests keep it so.

const MONTHS = ['Gen', 'Feb', 'Mar', 'Apr', 'Mag', 'Giu', 'Lug', 'Ago', 'Set', 'Ott', 'Nov', 'Dic'];

type MonthlyPoint<K extends string> = { month: string } & Record<K, number>;

/**
 * One point a month from columns of monthly values that end in December: twelve values
 * start in January, six in July. A column shorter than the others leaves NaN, which the
 * schema test refuses.
 */
function monthly<K extends string>(columns: Record<K, readonly number[]>): MonthlyPoint<K>[] {
  const entries = Object.entries<readonly number[]>(columns);
  const length = Math.max(...entries.map(([, values]) => values.length));
  return MONTHS.slice(-length).map((month, index) => {
    const values = entries.map(([key, column]) => [key, column[index] ?? Number.NaN]);
    // Object.fromEntries types its keys as string: the keys are K's, one a column.
    return { month, ...Object.fromEntries(values) } as MonthlyPoint<K>;
  });
}

/**
 * Household net worth (accounts plus the home) at each month's end, euro: each month adds
 * that month's savings of cashFlowSeries, +2,2% over the year.
 */
export const netWorthSeries: readonly NetWorthPoint[] = monthly({
  value: [
    343165, 343885, 344675, 344985, 345665, 346235, 347965, 347785, 348475, 349205, 349845, 350680,
  ],
});

/**
 * Monthly income and expenses (positive), euro: salary and the recurring costs every month,
 * a bonus in July; the last month is transactions.ts.
 */
export const cashFlowSeries: readonly CashFlowPoint[] = monthly({
  income: [3200, 3200, 3350, 3200, 3200, 3200, 4850, 3200, 3200, 3200, 3200, 3620],
  expenses: [2710, 2480, 2560, 2890, 2520, 2630, 3120, 3380, 2510, 2470, 2560, 2785],
});

/** Progress of the home and retirement goals, percent. */
export const goalProgressSeries: readonly GoalProgressPoint[] = monthly({
  casa: [8, 9, 11, 12, 13, 15, 16, 17, 19, 20, 22, 23],
  pensione: [7, 7, 8, 8, 8, 9, 9, 9, 10, 10, 11, 11],
});

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
export const benchmarkSeries: readonly BenchmarkPoint[] = monthly({
  portfolio: [1.2, 2.6, 4.1, 3.2, 4.5, 5.3, 5.9, 5.1, 6.2, 6.8, 7.7, 8.4],
  benchmark: [1, 2.1, 3.5, 2.9, 3.8, 4.6, 5, 4.4, 5.3, 5.9, 6.5, 7.1],
});

/** Assets under management of the advisor, euro, last six months. */
export const aumTrend: readonly AumPoint[] = monthly({
  aum: [8420000, 8385000, 8610000, 8790000, 8960000, 9135500],
});

/**
 * The demo book's AUM over the last `count` months as the chart shows it: the months end
 * with today's, the earlier ones the sample's figures, the last the book's AUM today (the
 * sample's last figure until the advisor adds, edits or archives a client).
 */
export function demoAumTrend(aumToday: number, today: IsoDate, count: number): AumPoint[] {
  const past = aumTrend.slice(-count, -1);
  const months = lastMonthsShortLabels(today, past.length + 1);
  return [...past.map((point) => point.aum), aumToday].map((aum, i) => ({
    month: months[i] ?? '',
    aum,
  }));
}
