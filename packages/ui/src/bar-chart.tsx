import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { cartesianOptions } from './cartesian-options';
import { ChartFrame } from './chart-frame';
import { chartInk, DEFAULT_CHART_HEIGHT, paletteColor, type ChartProps } from './chart-support';
import { useResolvedTheme } from './theme-preference';

// Only what a bar chart draws; `Bar` registers its own controller.
ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

export function BarChart({
  title,
  labels,
  series,
  axis = 'euro-k',
  height = DEFAULT_CHART_HEIGHT,
}: ChartProps) {
  const theme = useResolvedTheme();
  const data: ChartData<'bar'> = {
    labels: [...labels],
    datasets: series.map((s, i) => ({
      label: s.label,
      data: [...s.data],
      backgroundColor: paletteColor(i, s.color),
      borderRadius: 4,
      maxBarThickness: 28,
    })),
  };
  const options: ChartOptions<'bar'> = cartesianOptions(axis, series.length, chartInk[theme]);

  return (
    <ChartFrame height={height} title={title} labels={labels} series={series} axis={axis}>
      <Bar data={data} options={options} role="img" aria-label={title} />
    </ChartFrame>
  );
}
