import preview from '../../../.storybook/preview';
import {
  benchmarkSeries,
  goalProgressSeries,
  monteCarloSeries,
} from '@traguardo/sample-data/series';
import { LineChart } from './line-chart';
import { chartArgTypes } from './story-controls';

const meta = preview.meta({
  title: 'Grafici/LineChart',
  component: LineChart,
  args: {
    title: 'Progresso degli obiettivi',
    labels: goalProgressSeries.map((p) => p.month),
    series: [
      { label: 'Casa', data: goalProgressSeries.map((p) => p.casa) },
      { label: 'Pensione', data: goalProgressSeries.map((p) => p.pensione) },
    ],
    axis: 'euro-k' as const,
  },
  argTypes: chartArgTypes,
});

export const GoalProgress = meta.story();

export const MonteCarlo = meta.story({
  args: {
    title: 'Analisi Monte Carlo',
    labels: monteCarloSeries.map((p) => String(p.year)),
    series: [
      {
        label: 'Conservativo',
        data: monteCarloSeries.map((p) => p.conservative),
        color: '#f59e0b',
      },
      { label: 'Atteso', data: monteCarloSeries.map((p) => p.expected), color: '#0d9488' },
      { label: 'Ottimistico', data: monteCarloSeries.map((p) => p.optimistic), color: '#6366f1' },
    ],
  },
});

export const Benchmark = meta.story({
  args: {
    title: 'Portafoglio vs benchmark',
    labels: benchmarkSeries.map((p) => p.month),
    series: [
      { label: 'Portafoglio', data: benchmarkSeries.map((p) => p.portfolio) },
      { label: 'Benchmark', data: benchmarkSeries.map((p) => p.benchmark), color: '#64748b' },
    ],
  },
});
