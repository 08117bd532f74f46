import { ChartCanvas } from './chart-canvas';
import { ChartFrame } from './chart-frame';
import { type CartesianChartSpec } from '@traguardo/chart-drawing/chart-spec';
import { DEFAULT_CHART_HEIGHT, type ChartProps } from './chart-props';

type CartesianChartFrameProps = ChartProps & { kind: CartesianChartSpec['kind'] };

/** A line, area or bar chart: one dataset a series, in its frame with the data table. */
export function CartesianChartFrame({
  kind,
  title,
  labels,
  series,
  axis = 'euro-k',
  height = DEFAULT_CHART_HEIGHT,
}: CartesianChartFrameProps) {
  return (
    <ChartFrame height={height} title={title} labels={labels} series={series} axis={axis}>
      <ChartCanvas title={title} spec={{ kind, labels, series, axis }} />
    </ChartFrame>
  );
}
