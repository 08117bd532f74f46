import preview from '../../../.storybook/preview';
import { cashFlowSeries } from '@traguardo/sample-data/series';
import { BarChart } from './bar-chart';
import { chartArgTypes } from './story-controls';

const meta = preview.meta({
  title: 'Grafici/BarChart',
  component: BarChart,
  args: {
    title: 'Flusso di cassa mensile',
    labels: cashFlowSeries.map((p) => p.month),
    series: [
      { label: 'Entrate', data: cashFlowSeries.map((p) => p.income), color: '#10b981' },
      { label: 'Uscite', data: cashFlowSeries.map((p) => p.expenses), color: '#ef4444' },
    ],
    axis: 'euro-k' as const,
  },
  argTypes: chartArgTypes,
});

export const CashFlow = meta.story();

export const SingleSeriesEuro = meta.story({
  args: {
    title: 'Uscite mensili',
    series: [{ label: 'Uscite', data: cashFlowSeries.map((p) => p.expenses) }],
    axis: 'euro',
  },
});
