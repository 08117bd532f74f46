import {
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
  type ChartComponentLike,
} from 'chart.js';
import { cartesianOptions } from './cartesian-options';
import {
  chartInk,
  DEFAULT_CHART_HEIGHT,
  paletteColor,
  type ChartProps,
  type ChartSeries,
} from './chart-support';
import { useResolvedTheme } from './theme-preference';

/**
 * Registers what every line, area and bar chart needs (category and value axes, tooltip,
 * legend) plus the chart's own `parts`; only what is used, so each chart's chunk stays small.
 */
export function registerCartesianChart(...parts: ChartComponentLike[]): void {
  ChartJS.register(CategoryScale, LinearScale, Tooltip, Legend, ...parts);
}

/**
 * One dataset a series, in the palette's colour unless the series sets one; `style` adds how
 * the chart draws it. Left un-annotated so each wrapper checks it against `ChartData<type>`.
 */
export function cartesianData<Style extends object>(
  labels: readonly string[],
  series: readonly ChartSeries[],
  style: (color: string) => Style,
) {
  return {
    labels: [...labels],
    datasets: series.map((s, i) => ({
      label: s.label,
      data: [...s.data],
      ...style(paletteColor(i, s.color)),
    })),
  };
}

/**
 * The props of a cartesian chart with their defaults, as its ChartFrame takes them, and the
 * options in the current theme's ink (the fan chart builds its own datasets from these).
 */
export function useCartesianChart({
  title,
  labels,
  series,
  axis = 'euro-k',
  height = DEFAULT_CHART_HEIGHT,
}: ChartProps) {
  const ink = chartInk[useResolvedTheme()];
  return {
    frame: { title, labels, series, axis, height },
    options: cartesianOptions(axis, series.length, ink),
  };
}
