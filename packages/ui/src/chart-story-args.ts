// Chart stories draw sample-data points: one label a point, one series a figure of it.
import { type ChartProps } from './chart-props';

type SeriesOf<Point> = { label: string; value: (point: Point) => number; color?: string };

/** A chart's labels and series read from a list of points. */
export function seriesArgs<Point>(
  points: readonly Point[],
  label: (point: Point) => string,
  series: readonly SeriesOf<Point>[],
): Pick<ChartProps, 'labels' | 'series'> {
  return {
    labels: points.map(label),
    series: series.map(({ label: name, value, color }) => ({
      label: name,
      data: points.map(value),
      ...(color === undefined ? {} : { color }),
    })),
  };
}
