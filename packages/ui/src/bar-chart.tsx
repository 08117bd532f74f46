import { CartesianChartFrame } from './cartesian-chart-frame';
import { type ChartProps } from './chart-support';

export function BarChart(props: ChartProps) {
  return <CartesianChartFrame {...props} kind="bar" />;
}
