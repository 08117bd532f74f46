import { LineElement, PointElement } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { registerCartesianChart } from './cartesian-chart';
import { CartesianChartFrame } from './cartesian-chart-frame';
import { type ChartProps } from './chart-support';

// Only what a line chart draws; `Line` registers its own controller.
registerCartesianChart(PointElement, LineElement);

const lineStyle = (color: string) => ({
  borderColor: color,
  backgroundColor: color,
  borderWidth: 2,
  pointRadius: 2,
  tension: 0.3,
});

export function LineChart(props: ChartProps) {
  return <CartesianChartFrame {...props} canvas={Line} datasetStyle={lineStyle} />;
}
