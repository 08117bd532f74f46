import preview from '../../../.storybook/preview';
import { cashFlowSeries } from '@traguardo/sample-data/series';
import { BarChart } from './bar-chart';
import { seriesArgs } from './chart-story-args';
import { chartArgTypes } from './story-controls';

const meta = preview.meta({
  title: 'Grafici/BarChart',
  component: BarChart,
  args: {
    title: 'Flusso di cassa mensile',
    ...seriesArgs(cashFlowSeries, (p) => p.month, [
      { label: 'Entrate', value: (p) => p.income, color: '#10b981' },
      { label: 'Uscite', value: (p) => p.expenses, color: '#ef4444' },
    ]),
    axis: 'euro-k' as const,
  },
  argTypes: chartArgTypes,
});

export const CashFlow = meta.story();

export const SingleSeriesEuro = meta.story({
  args: {
    title: 'Uscite mensili',
    ...seriesArgs(cashFlowSeries, (p) => p.month, [{ label: 'Uscite', value: (p) => p.expenses }]),
    axis: 'euro',
  },
});
