import {
  ArcElement,
  Chart as ChartJS,
  Legend,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { Pie } from 'react-chartjs-2';
import { arcOptions } from './arc-options';
import { ChartDataTable } from './chart-data-table';
import { ChartFrame } from './chart-frame';
import {
  DEFAULT_CHART_HEIGHT,
  axisFormatters,
  paletteColor,
  type ChartProps,
} from './chart-support';

// Arcs only (slices only); `Pie` registers its own controller.
ChartJS.register(ArcElement, Tooltip, Legend);

type PieChartProps = ChartProps & {
  /** One hex colour per slice (e.g. status colours); defaults to the theme palette. */
  colors?: readonly string[];
};

/** Slices are `labels` with the values of the first series. */
export function PieChart({
  title,
  labels,
  series,
  axis = 'euro',
  height = DEFAULT_CHART_HEIGHT,
  colors,
}: PieChartProps) {
  const first = series[0];
  const data: ChartData<'pie'> = {
    labels: [...labels],
    datasets:
      first === undefined
        ? []
        : [
            {
              label: first.label,
              data: [...first.data],
              backgroundColor: labels.map((_, i) => paletteColor(i, colors?.[i])),
              borderColor: '#ffffff',
              borderWidth: 2,
            },
          ],
  };
  const options: ChartOptions<'pie'> = { ...arcOptions(axis) };

  return (
    <ChartFrame
      height={height}
      table={
        <ChartDataTable
          title={title}
          labels={labels}
          series={first === undefined ? [] : [first]}
          formatValue={axisFormatters(axis).value}
        />
      }
    >
      <Pie data={data} options={options} role="img" aria-label={title} />
    </ChartFrame>
  );
}
