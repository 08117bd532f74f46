import preview from '../../../.storybook/preview';
import { FanChart } from './fan-chart';

// A fixed fan: 20.000 € growing by about 7% a year, spreading with time.
const years = [0, 1, 2, 3, 4, 5];
const median = years.map((year) => Math.round(20_000 * 1.07 ** year));
const spread = (factor: number) => median.map((value, year) => Math.round(value * factor ** year));

const meta = preview.meta({
  title: 'Grafici/FanChart',
  component: FanChart,
  args: {
    title: 'Valore simulato del portafoglio per anno',
    labels: years.map((year) => `Anno ${year}`),
    series: [
      { label: '10° percentile', data: spread(0.9) },
      { label: '25° percentile', data: spread(0.95) },
      { label: 'Mediana', data: median },
      { label: '75° percentile', data: spread(1.05) },
      { label: '90° percentile', data: spread(1.1) },
    ],
    outerBandLabel: 'Tra 10° e 90° percentile',
    innerBandLabel: 'Tra 25° e 75° percentile',
    axis: 'euro-k' as const,
  },
});

export const Simulation = meta.story();
