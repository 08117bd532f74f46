import { type cartesianOptions } from './cartesian-options';
import { type ChartConfig } from './chart-config';
import { type FanChartSpec } from './chart-spec';
import { paletteColor, withAlpha } from './chart-support';

/**
 * A fan chart of a simulation: `series` are five percentiles in ascending order (10th,
 * 25th, median, 75th, 90th). The 10th–90th and 25th–75th ranges are drawn as bands, the
 * median as a line.
 */
export function fanConfig(
  spec: FanChartSpec,
  base: ReturnType<typeof cartesianOptions>,
): ChartConfig {
  const [low, lowerQuartile, median, upperQuartile, high] = spec.series;
  const color = paletteColor(0, median?.color);
  const edge = (data: readonly number[] | undefined) => ({
    label: '',
    data: [...(data ?? [])],
    borderWidth: 0,
    pointRadius: 0,
    fill: false,
  });
  return {
    type: 'line',
    data: {
      labels: [...spec.labels],
      // Each band's upper edge fills down to the dataset just before it, its lower edge.
      datasets: [
        edge(low?.data),
        {
          ...edge(high?.data),
          label: spec.outerBandLabel,
          backgroundColor: withAlpha(color, 0.15),
          fill: '-1',
        },
        edge(lowerQuartile?.data),
        {
          ...edge(upperQuartile?.data),
          label: spec.innerBandLabel,
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
    },
    options: {
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
    },
  };
}
