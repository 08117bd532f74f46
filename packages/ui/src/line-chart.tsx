import {
  CategoryScale,
  Chart as ChartJS,
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
import { chartInk, DEFAULT_CHART_HEIGHT, paletteColor, type ChartProps } from './chart-support';
import { useResolvedTheme } from './theme-preference';

// Only what a line chart draws; `Line` registers its own controller.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Tooltip, Legend);

export function LineChart({
  title,
  labels,
  series,
  axis = 'euro-k',
  height = DEFAULT_CHART_HEIGHT,
}: ChartProps) {
  const theme = useResolvedTheme();
  const data: ChartData<'line'> = {
    labels: [...labels],
    datasets: series.map((s, i) => ({
      label: s.label,
      data: [...s.data],
      borderColor: paletteColor(i, s.color),
      backgroundColor: paletteColor(i, s.color),
      borderWidth: 2,
      pointRadius: 2,
      tension: 0.3,
    })),
  };
  const options: ChartOptions<'line'> = cartesianOptions(axis, series.length, chartInk[theme]);

  return (
    <ChartFrame height={height} title={title} labels={labels} series={series} axis={axis}>
      <Line data={data} options={options} role="img" aria-label={title} />
    </ChartFrame>
  );
}
