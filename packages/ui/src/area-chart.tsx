import { CartesianChartFrame } from './cartesian-chart-frame';
import { type ChartProps } from './chart-props';

export function AreaChart(props: ChartProps) {
  return <CartesianChartFrame {...props} kind="area" />;
}
