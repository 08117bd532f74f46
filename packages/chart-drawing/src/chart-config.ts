import { type ChartConfiguration } from 'chart.js';
import { type ResolvedTheme } from '@traguardo/domain/theme';
import { arcOptions } from './arc-options';
import { cartesianOptions } from './cartesian-options';
import { type CartesianChartSpec, type ChartSpec, type DonutChartSpec } from './chart-spec';
import { chartInk, paletteColor, withAlpha, type ChartSeries } from './chart-support';
import { fanConfig } from './fan-config';

// The one home of every chart's chart.js configuration: the chart worker builds it from a
// posted ChartSpec, and so does the main thread where no worker can draw.

export type ChartConfig = ChartConfiguration<'line' | 'bar' | 'doughnut', number[], string>;

const lineStyle = (color: string) => ({
  borderColor: color,
  backgroundColor: color,
  borderWidth: 2,
  pointRadius: 2,
  tension: 0.3,
});

// An area is a filled line.
const areaStyle = (color: string) => ({
  borderColor: color,
  backgroundColor: withAlpha(color, 0.18),
  fill: 'origin' as const,
  borderWidth: 2,
  pointRadius: 0,
  pointHoverRadius: 4,
  tension: 0.35,
});

const barStyle = (color: string) => ({
  backgroundColor: color,
  borderRadius: 4,
  maxBarThickness: 28,
});

/** One dataset a series, in the palette's colour unless the series sets one. */
function cartesianData<Style extends object>(
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

function cartesianConfig(spec: CartesianChartSpec, theme: ResolvedTheme): ChartConfig {
  const options = cartesianOptions(spec.axis, spec.series.length, chartInk[theme]);
  if (spec.kind === 'bar') {
    return { type: 'bar', data: cartesianData(spec.labels, spec.series, barStyle), options };
  }
  const style = spec.kind === 'area' ? areaStyle : lineStyle;
  return { type: 'line', data: cartesianData(spec.labels, spec.series, style), options };
}

function donutConfig(spec: DonutChartSpec, theme: ResolvedTheme): ChartConfig {
  const ink = chartInk[theme];
  const first = spec.series[0];
  return {
    type: 'doughnut',
    data: {
      labels: [...spec.labels],
      datasets:
        first === undefined
          ? []
          : [
              {
                label: first.label,
                data: [...first.data],
                backgroundColor: spec.labels.map((_, i) => paletteColor(i, spec.colors?.[i])),
                borderColor: ink.surface,
                borderWidth: 2,
              },
            ],
    },
    options: { ...arcOptions(spec.axis, ink), cutout: spec.cutout },
  };
}

/** The chart.js configuration of `spec` in the theme's ink. */
export function chartConfig(spec: ChartSpec, theme: ResolvedTheme): ChartConfig {
  switch (spec.kind) {
    case 'donut':
      return donutConfig(spec, theme);
    case 'fan':
      return fanConfig(
        spec,
        cartesianOptions(spec.axis, spec.series.length, chartInk[theme]),
        chartInk[theme],
      );
    default:
      return cartesianConfig(spec, theme);
  }
}
