import { type ChartAxis, type ChartSeries } from '@traguardo/chart-drawing/chart-support';

/** Height of every chart unless a screen sets one. */
export const DEFAULT_CHART_HEIGHT = 240;

/** What every chart component takes. */
export type ChartProps = {
  /** Accessible name of the canvas and caption of the hidden data table. */
  title: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Defaults to 'euro-k' on line, area, bar and fan charts, 'euro' on donut and pie charts. */
  axis?: ChartAxis;
  /** Height in pixels, DEFAULT_CHART_HEIGHT unless set; fixed so the layout never shifts. */
  height?: number;
};
