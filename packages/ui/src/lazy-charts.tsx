import { deferredChart } from './deferred-chart';

// The one registry of charts for screens: each loads chart.js after the screen's first
// paint (see deferredChart) and in its own chunk, so no first load carries it.

export const LazyAreaChart = deferredChart(() => import('./area-chart').then((m) => m.AreaChart));
export const LazyBarChart = deferredChart(() => import('./bar-chart').then((m) => m.BarChart));
export const LazyLineChart = deferredChart(() => import('./line-chart').then((m) => m.LineChart));
export const LazyPieChart = deferredChart(() => import('./pie-chart').then((m) => m.PieChart));
export const LazyDonutChart = deferredChart(() =>
  import('./donut-chart').then((m) => m.DonutChart),
);
export const LazyFanChart = deferredChart(() => import('./fan-chart').then((m) => m.FanChart));
