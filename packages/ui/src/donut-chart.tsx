import { ChartCanvas } from './chart-canvas';
import { ChartFrame } from './chart-frame';
import { DEFAULT_CHART_HEIGHT, type ChartProps } from './chart-props';

export type DonutChartProps = ChartProps & {
  /** One hex colour per slice (e.g. status colours); defaults to the theme palette. */
  colors?: readonly string[];
  /** Size of the hole; '0%' draws a pie (chart.js's pie is a doughnut without a hole). */
  cutout?: string;
};

/** Slices are `labels` with the values of the first series. */
export function DonutChart({
  title,
  labels,
  series,
  axis = 'euro',
  height = DEFAULT_CHART_HEIGHT,
  colors,
  cutout = '65%',
}: DonutChartProps) {
  const first = series[0];
  return (
    <ChartFrame
      height={height}
      title={title}
      labels={labels}
      series={first === undefined ? [] : [first]}
      axis={axis}
    >
      <ChartCanvas
        title={title}
        spec={{ kind: 'donut', labels, series, axis, cutout, ...(colors && { colors }) }}
      />
    </ChartFrame>
  );
}
