import preview from '../../../.storybook/preview';
import {
  benchmarkSeries,
  goalProgressSeries,
  monteCarloSeries,
} from '@traguardo/sample-data/series';
import { LineChart } from './line-chart';
import { seriesArgs } from './chart-story-args';
import { chartArgTypes } from './story-controls';

const meta = preview.meta({
  title: 'Grafici/LineChart',
  component: LineChart,
  args: {
    title: 'Progresso degli obiettivi',
    ...seriesArgs(goalProgressSeries, (p) => p.month, [
      { label: 'Casa', value: (p) => p.casa },
      { label: 'Pensione', value: (p) => p.pensione },
    ]),
    axis: 'euro-k' as const,
  },
  argTypes: chartArgTypes,
});

export const GoalProgress = meta.story();

export const MonteCarlo = meta.story({
  args: {
    title: 'Analisi Monte Carlo',
    ...seriesArgs(monteCarloSeries, (p) => String(p.year), [
      { label: 'Conservativo', value: (p) => p.conservative, color: '#f59e0b' },
      { label: 'Atteso', value: (p) => p.expected, color: '#0d9488' },
      { label: 'Ottimistico', value: (p) => p.optimistic, color: '#6366f1' },
    ]),
  },
});

export const Benchmark = meta.story({
  args: {
    title: 'Portafoglio vs benchmark',
    ...seriesArgs(benchmarkSeries, (p) => p.month, [
      { label: 'Portafoglio', value: (p) => p.portfolio },
      { label: 'Benchmark', value: (p) => p.benchmark, color: '#64748b' },
    ]),
  },
});
