import { Filler, LineElement, PointElement, type ChartData, type ChartOptions } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { registerCartesianChart, useCartesianChart } from './cartesian-chart';
import { ChartFrame } from './chart-frame';
import { paletteColor, withAlpha, type ChartProps } from './chart-support';

// Bands are filled lines: the line parts plus the Filler plugin.
registerCartesianChart(PointElement, LineElement, Filler);

/** Names of the two bands in the legend; the data table keeps the five percentiles. */
type FanChartProps = ChartProps & { outerBandLabel: string; innerBandLabel: string };

/**
 * A fan chart of a simulation: `series` are five percentiles in ascending order (10th,
 * 25th, median, 75th, 90th). The 10th–90th and 25th–75th ranges are drawn as bands, the
 * median as a line; the data table lists all five.
 */
export function FanChart({ outerBandLabel, innerBandLabel, ...chart }: FanChartProps) {
  const { frame, options: base } = useCartesianChart(chart);
  const [low, lowerQuartile, median, upperQuartile, high] = frame.series;
  const color = paletteColor(0, median?.color);
  const edge = (data: readonly number[] | undefined) => ({
    label: '',
    data: [...(data ?? [])],
    borderWidth: 0,
    pointRadius: 0,
    fill: false,
  });
  const chartData: ChartData<'line'> = {
    labels: [...frame.labels],
    // Each band's upper edge fills down to the dataset just before it, its lower edge.
    datasets: [
      edge(low?.data),
      {
        ...edge(high?.data),
        label: outerBandLabel,
        backgroundColor: withAlpha(color, 0.15),
        fill: '-1',
      },
      edge(lowerQuartile?.data),
      {
        ...edge(upperQuartile?.data),
        label: innerBandLabel,
        backgroundColor: withAlpha(color, 0.3),
        fill: '-1',
      },
      {
        label: median?.label ?? '',
        data: [...(median?.data ?? [])],
        borderColor: color,
        backgroundColor: color,
        borderWidth: 2,
        pointRadius: 0,
        fill: false,
      },
    ],
  };
  const options: ChartOptions<'line'> = {
    ...base,
    plugins: {
      ...base.plugins,
      // The band edges have no name of their own: the legend shows the bands and the median.
      legend: {
        ...base.plugins.legend,
        labels: { ...base.plugins.legend.labels, filter: (item) => item.text !== '' },
      },
      tooltip: { ...base.plugins.tooltip, filter: (item) => item.dataset.label !== '' },
    },
  };

  return (
    <ChartFrame {...frame}>
      <Line data={chartData} options={options} role="img" aria-label={frame.title} />
    </ChartFrame>
  );
}
