import { CartesianChartFrame } from './cartesian-chart-frame';
import { type ChartProps } from './chart-props';

export function BarChart(props: ChartProps) {
  return <CartesianChartFrame {...props} kind="bar" />;
}
