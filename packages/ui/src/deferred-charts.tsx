import { AreaChart } from './area-chart';
import { BarChart } from './bar-chart';
import { deferredChart } from './deferred-chart';
import { DonutChart } from './donut-chart';
import { FanChart } from './fan-chart';
import { LineChart } from './line-chart';
import { PieChart } from './pie-chart';

// The one registry of charts for screens: each has chart.js requested after the screen's
// first paint and is drawn as it nears the viewport, one chart per task (see deferredChart).
// The second argument is the chart's own default axis, which the placeholder's table follows.

export const DeferredAreaChart = deferredChart(AreaChart);
export const DeferredBarChart = deferredChart(BarChart);
export const DeferredLineChart = deferredChart(LineChart);
export const DeferredPieChart = deferredChart(PieChart, 'euro');
export const DeferredDonutChart = deferredChart(DonutChart, 'euro');
export const DeferredFanChart = deferredChart(FanChart);
