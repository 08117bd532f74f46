import { ChartCanvas } from './chart-canvas';
import { ChartFrame } from './chart-frame';
import { DEFAULT_CHART_HEIGHT, type ChartProps } from './chart-props';

/** Names of the two bands in the legend; the data table keeps the five percentiles. */
type FanChartProps = ChartProps & { outerBandLabel: string; innerBandLabel: string };

/**
 * A fan chart of a simulation: `series` are five percentiles in ascending order (10th,
 * 25th, median, 75th, 90th). The 10th–90th and 25th–75th ranges are drawn as bands, the
 * median as a line (see fan-config); the data table lists all five.
 */
export function FanChart({
  title,
  labels,
  series,
  axis = 'euro-k',
  height = DEFAULT_CHART_HEIGHT,
  outerBandLabel,
  innerBandLabel,
}: FanChartProps) {
  return (
    <ChartFrame height={height} title={title} labels={labels} series={series} axis={axis}>
      <ChartCanvas
        title={title}
        spec={{ kind: 'fan', labels, series, axis, outerBandLabel, innerBandLabel }}
      />
    </ChartFrame>
  );
}
