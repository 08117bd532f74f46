import {
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { Line } from 'react-chartjs-2';
import { cartesianOptions } from './cartesian-options';
import { ChartFrame } from './chart-frame';
import {
  chartInk,
  DEFAULT_CHART_HEIGHT,
  paletteColor,
  withAlpha,
  type ChartProps,
} from './chart-support';
import { useResolvedTheme } from './theme-preference';

// An area is a filled line: the line parts plus the Filler plugin.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Filler, Tooltip, Legend);

export function AreaChart({
  title,
  labels,
  series,
  axis = 'euro-k',
  height = DEFAULT_CHART_HEIGHT,
}: ChartProps) {
  const theme = useResolvedTheme();
  const data: ChartData<'line'> = {
    labels: [...labels],
    datasets: series.map((s, i) => {
      const color = paletteColor(i, s.color);
      return {
        label: s.label,
        data: [...s.data],
        borderColor: color,
        backgroundColor: withAlpha(color, 0.18),
        fill: 'origin',
        borderWidth: 2,
        pointRadius: 0,
        pointHoverRadius: 4,
        tension: 0.35,
      };
    }),
  };
  const options: ChartOptions<'line'> = cartesianOptions(axis, series.length, chartInk[theme]);

  return (
    <ChartFrame height={height} title={title} labels={labels} series={series} axis={axis}>
      <Line data={data} options={options} role="img" aria-label={title} />
    </ChartFrame>
  );
}
