import {
  ArcElement,
  Chart as ChartJS,
  Legend,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { Doughnut } from 'react-chartjs-2';
import { arcOptions } from './arc-options';
import { ChartFrame } from './chart-frame';
import { chartInk, DEFAULT_CHART_HEIGHT, paletteColor, type ChartProps } from './chart-support';
import { useResolvedTheme } from './theme-preference';

// Arcs only (a donut is a pie with a hole); `Doughnut` registers its own controller.
ChartJS.register(ArcElement, Tooltip, Legend);

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
  const ink = chartInk[useResolvedTheme()];
  const first = series[0];
  const data: ChartData<'doughnut'> = {
    labels: [...labels],
    datasets:
      first === undefined
        ? []
        : [
            {
              label: first.label,
              data: [...first.data],
              backgroundColor: labels.map((_, i) => paletteColor(i, colors?.[i])),
              borderColor: ink.surface,
              borderWidth: 2,
            },
          ],
  };
  const options: ChartOptions<'doughnut'> = { ...arcOptions(axis, ink), cutout };

  return (
    <ChartFrame
      height={height}
      title={title}
      labels={labels}
      series={first === undefined ? [] : [first]}
      axis={axis}
    >
      <Doughnut data={data} options={options} role="img" aria-label={title} />
    </ChartFrame>
  );
}
