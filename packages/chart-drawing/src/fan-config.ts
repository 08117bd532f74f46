import { type cartesianOptions } from './cartesian-options';
import { type ChartConfig } from './chart-config';
import { type FanChartSpec } from './chart-spec';
import { type ChartInk } from './chart-support';

/**
 * A fan chart of a simulation: `series` are five percentiles in ascending order (10th,
 * 25th, median, 75th, 90th). The 10th–90th and 25th–75th ranges are drawn as bands, the
 * median as a line, in the theme's fan ink (see ChartInk), not in the series' colours.
 */
export function fanConfig(
  spec: FanChartSpec,
  base: ReturnType<typeof cartesianOptions>,
  ink: ChartInk,
): ChartConfig {
  const [low, lowerQuartile, median, upperQuartile, high] = spec.series;
  // The bands are opaque: each is drawn over the wider one, and the median over them all.
  // chart.js draws a higher `order` first.
  const edge = (data: readonly number[] | undefined, order: number) => ({
    label: '',
    data: [...(data ?? [])],
    borderWidth: 0,
    pointRadius: 0,
    fill: false,
    order,
  });
  // `order` also orders the legend and the tooltip: they keep the datasets' own order.
  type Item = { datasetIndex?: number };
  const byDataset = (a: Item, b: Item) => (a.datasetIndex ?? 0) - (b.datasetIndex ?? 0);
  return {
    type: 'line',
    data: {
      labels: [...spec.labels],
      // Each band's upper edge fills down to the dataset just before it, its lower edge.
      datasets: [
        edge(low?.data, 3),
        {
          ...edge(high?.data, 3),
          label: spec.outerBandLabel,
          backgroundColor: ink.fanOuter,
          fill: '-1',
        },
        edge(lowerQuartile?.data, 2),
        {
          ...edge(upperQuartile?.data, 2),
          label: spec.innerBandLabel,
          backgroundColor: ink.fanInner,
          fill: '-1',
        },
        {
          label: median?.label ?? '',
          data: [...(median?.data ?? [])],
          borderColor: ink.fanMedian,
          backgroundColor: ink.fanMedian,
          borderWidth: 2.5,
          pointRadius: 0,
          fill: false,
          order: 1,
        },
      ],
    },
    options: {
      ...base,
      plugins: {
        ...base.plugins,
        // The band edges have no name of their own: the legend shows the bands and the median.
        legend: {
          ...base.plugins.legend,
          labels: {
            ...base.plugins.legend.labels,
            filter: (item) => item.text !== '',
            sort: byDataset,
          },
        },
        tooltip: {
          ...base.plugins.tooltip,
          filter: (item) => item.dataset.label !== '',
          itemSort: byDataset,
        },
      },
    },
  };
}
