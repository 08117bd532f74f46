import { DonutChart, type DonutChartProps } from './donut-chart';

type PieChartProps = Omit<DonutChartProps, 'cutout'>;

/** Slices are `labels` with the values of the first series; a donut with no hole. */
export function PieChart(props: PieChartProps) {
  return <DonutChart {...props} cutout="0%" />;
}
