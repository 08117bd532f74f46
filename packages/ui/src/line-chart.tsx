import { CartesianChartFrame } from './cartesian-chart-frame';
import { type ChartProps } from './chart-props';

export function LineChart(props: ChartProps) {
  return <CartesianChartFrame {...props} kind="line" />;
}
