import { describe, expect, it } from 'vitest';
import { chartConfig } from './chart-config';
import { type ChartSpec } from './chart-spec';
import { chartInk, chartPalette } from './chart-support';

// The configuration the chart worker (or the main thread) builds from posted figures: what
// reaches chart.js must read as the screens show it, in it-IT and in the theme's ink.

const twoSeries = {
  labels: ['Gen', 'Feb'],
  series: [
    { label: 'Entrate', data: [3200, 3400] },
    { label: 'Uscite', data: [2100, 2500], color: '#ef4444' },
  ],
  axis: 'euro-k',
} as const;

type AxisTick = { value: number };
type Scales = {
  y: {
    ticks: {
      color: string;
      callback: (value: number | string, index: number, ticks: AxisTick[]) => string;
    };
  };
};
type Plugins = {
  legend: {
    display?: boolean;
    labels: { color: string; filter?: (item: { text: string }) => boolean };
  };
  tooltip: { callbacks: { label: (item: object) => string } };
};

function parts(spec: ChartSpec, theme: 'light' | 'dark' = 'light') {
  const config = chartConfig(spec, theme);
  // Read back as the builders wrote them: chart.js's option types are scriptable unions.
  const options = config.options as unknown as {
    scales?: Scales;
    plugins: Plugins;
    cutout?: string;
  };
  return { config, options };
}

/** it-IT puts a no-break space before €: compared as a plain space. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('chartConfig', () => {
  it.each([
    ['line', 'line'],
    ['area', 'line'],
    ['bar', 'bar'],
  ] as const)('draws a %s chart as chart.js’s %s, one dataset a series', (kind, type) => {
    const { config } = parts({ kind, ...twoSeries });
    expect(config.type).toBe(type);
    expect(config.data.labels).toEqual(['Gen', 'Feb']);
    expect(config.data.datasets.map((d) => d.label)).toEqual(['Entrate', 'Uscite']);
    // The palette in order unless a series sets its colour.
    expect(config.data.datasets.map((d) => d.backgroundColor)).toEqual(
      kind === 'area'
        ? ['rgba(13, 148, 136, 0.18)', 'rgba(239, 68, 68, 0.18)']
        : [chartPalette[0], '#ef4444'],
    );
  });

  it('reads ticks and tooltips in it-IT for the axis, with no animation', () => {
    const { config, options } = parts({ kind: 'line', ...twoSeries });
    expect(config.options?.animation).toBe(false);
    // chart.js hands each tick with the axis's ticks.
    const ticks = [0, 6000, 12000].map((value) => ({ value }));
    expect(plain(options.scales?.y.ticks.callback(12000, 2, ticks) ?? '')).toBe('12k €');
    const label = options.plugins.tooltip.callbacks.label({
      dataset: { label: 'Entrate' },
      parsed: { y: 3200 },
    });
    expect(plain(label)).toBe('Entrate: 3.200 €');
  });

  it('reads a euro axis that reaches a million in M€, the whole axis in one unit', () => {
    const axis = [0, 1_000_000, 2_000_000, 3_000_000, 4_000_000, 4_500_000];
    const ticks = axis.map((value) => ({ value }));
    for (const kind of ['line', 'fan'] as const) {
      const spec: ChartSpec =
        kind === 'fan'
          ? { kind, ...twoSeries, outerBandLabel: 'Esterna', innerBandLabel: 'Interna' }
          : { kind, ...twoSeries };
      const callback = parts(spec).options.scales?.y.ticks.callback;
      const read = axis.map((value, i) => plain(callback?.(value, i, ticks) ?? ''));
      expect(read).toEqual(['0,0 M€', '1,0 M€', '2,0 M€', '3,0 M€', '4,0 M€', '4,5 M€']);
    }
  });

  it('inks ticks and legend for the theme', () => {
    const light = parts({ kind: 'bar', ...twoSeries }, 'light').options;
    const dark = parts({ kind: 'bar', ...twoSeries }, 'dark').options;
    expect(light.scales?.y.ticks.color).toBe(chartInk.light.text);
    expect(dark.scales?.y.ticks.color).toBe(chartInk.dark.text);
    expect(dark.plugins.legend.labels.color).toBe(chartInk.dark.legend);
  });

  it('shows a legend only for more than one series', () => {
    const one = { ...twoSeries, series: [twoSeries.series[0]] };
    expect(parts({ kind: 'line', ...one }).options.plugins.legend.display).toBe(false);
    expect(parts({ kind: 'line', ...twoSeries }).options.plugins.legend.display).toBe(true);
  });

  it('draws a donut’s slices from the first series, in its colours, bordered in the card’s colour', () => {
    const { config, options } = parts(
      {
        kind: 'donut',
        labels: ['In linea', 'Attenzione'],
        series: [{ label: 'Clienti', data: [7, 3] }],
        axis: 'count',
        colors: ['#10b981'],
        cutout: '0%',
      },
      'dark',
    );
    expect(config.type).toBe('doughnut');
    expect(options.cutout).toBe('0%');
    expect(config.data.datasets[0]).toMatchObject({
      data: [7, 3],
      backgroundColor: ['#10b981', chartPalette[1]],
      borderColor: chartInk.dark.surface,
    });
    expect(options.plugins.tooltip.callbacks.label({ label: 'In linea', parsed: 7 })).toBe(
      'In linea: 7',
    );
  });

  it('draws a fan as two named bands and the median, leaving the band edges out of the legend', () => {
    const percentile = (label: string, value: number) => ({ label, data: [value, value] });
    const { config, options } = parts({
      kind: 'fan',
      labels: ['Anno 0', 'Anno 1'],
      series: [
        percentile('10°', 1),
        percentile('25°', 2),
        percentile('Mediana', 3),
        percentile('75°', 4),
        percentile('90°', 5),
      ],
      axis: 'euro-k',
      outerBandLabel: 'Tra 10° e 90° percentile',
      innerBandLabel: 'Tra 25° e 75° percentile',
    });
    const named = config.data.datasets.map((d) => d.label).filter((label) => label !== '');
    expect(named).toEqual(['Tra 10° e 90° percentile', 'Tra 25° e 75° percentile', 'Mediana']);
    const filter = options.plugins.legend.labels.filter;
    expect(filter?.({ text: '' })).toBe(false);
    expect(filter?.({ text: 'Mediana' })).toBe(true);
    // Opaque bands: chart.js draws a higher order first, so the wide band goes down first,
    // the inner band over it and the median on top, each in the theme's fan ink.
    const drawn = config.data.datasets
      .filter((d) => d.label !== '')
      .map((d) => ({ order: d.order, color: d.backgroundColor }));
    expect(drawn).toEqual([
      { order: 3, color: chartInk.light.fanOuter },
      { order: 2, color: chartInk.light.fanInner },
      { order: 1, color: chartInk.light.fanMedian },
    ]);
  });
});
