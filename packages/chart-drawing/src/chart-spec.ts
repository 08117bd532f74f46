// What a chart shows, as plain data: it crosses to the chart worker in a message, where the
// chart.js configuration (with its formatter functions, which cannot be posted) is built.
import { type ChartAxis, type ChartSeries } from './chart-support';

type ChartFigures = {
  labels: readonly string[];
  series: readonly ChartSeries[];
  axis: ChartAxis;
};

export type CartesianChartSpec = ChartFigures & { kind: 'line' | 'area' | 'bar' };

/** Slices are `labels` with the values of the first series; a pie is a donut with cutout '0%'. */
export type DonutChartSpec = ChartFigures & {
  kind: 'donut';
  /** One hex colour per slice; defaults to the theme palette. */
  colors?: readonly string[];
  cutout: string;
};

/** Five percentiles in ascending order; the two bands are named in the legend. */
export type FanChartSpec = ChartFigures & {
  kind: 'fan';
  outerBandLabel: string;
  innerBandLabel: string;
};

export type ChartSpec = CartesianChartSpec | DonutChartSpec | FanChartSpec;
