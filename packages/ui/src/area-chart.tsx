import { Filler, LineElement, PointElement } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { registerCartesianChart } from './cartesian-chart';
import { CartesianChartFrame } from './cartesian-chart-frame';
import { withAlpha, type ChartProps } from './chart-support';

// An area is a filled line: the line parts plus the Filler plugin.
registerCartesianChart(PointElement, LineElement, Filler);

const areaStyle = (color: string) => ({
  borderColor: color,
  backgroundColor: withAlpha(color, 0.18),
  fill: 'origin' as const,
  borderWidth: 2,
  pointRadius: 0,
  pointHoverRadius: 4,
  tension: 0.35,
});

export function AreaChart(props: ChartProps) {
  return <CartesianChartFrame {...props} canvas={Line} datasetStyle={areaStyle} />;
}
