import { deferredChart } from './deferred-chart';

// The one registry of charts for screens: each loads chart.js after the screen's first
// paint, is drawn as it nears the viewport, one chart per task (see deferredChart), and
// sits in its own chunk, so no first load carries it. The second argument is the chart's
// own default axis, which the placeholder's table follows.

export const LazyAreaChart = deferredChart(() => import('./area-chart').then((m) => m.AreaChart));
export const LazyBarChart = deferredChart(() => import('./bar-chart').then((m) => m.BarChart));
export const LazyLineChart = deferredChart(() => import('./line-chart').then((m) => m.LineChart));
export const LazyPieChart = deferredChart(
  () => import('./pie-chart').then((m) => m.PieChart),
  'euro',
);
export const LazyDonutChart = deferredChart(
  () => import('./donut-chart').then((m) => m.DonutChart),
  'euro',
);
export const LazyFanChart = deferredChart(() => import('./fan-chart').then((m) => m.FanChart));
