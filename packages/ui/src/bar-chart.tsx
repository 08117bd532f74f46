import { BarElement } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { registerCartesianChart } from './cartesian-chart';
import { CartesianChartFrame } from './cartesian-chart-frame';
import { type ChartProps } from './chart-support';

// Only what a bar chart draws; `Bar` registers its own controller.
registerCartesianChart(BarElement);

const barStyle = (color: string) => ({
  backgroundColor: color,
  borderRadius: 4,
  maxBarThickness: 28,
});

export function BarChart(props: ChartProps) {
  return <CartesianChartFrame {...props} canvas={Bar} datasetStyle={barStyle} />;
}
