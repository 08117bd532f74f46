import type { Meta, StoryObj } from '@storybook/react-vite';
import { cashFlowSeries } from '@traguardo/sample-data/series';
import { BarChart } from './bar-chart';
import { chartArgTypes } from './story-controls';

const meta = {
  title: 'Grafici/BarChart',
  component: BarChart,
  args: {
    title: 'Flusso di cassa mensile',
    labels: cashFlowSeries.map((p) => p.month),
    series: [
      { label: 'Entrate', data: cashFlowSeries.map((p) => p.income), color: '#10b981' },
      { label: 'Uscite', data: cashFlowSeries.map((p) => p.expenses), color: '#ef4444' },
    ],
    axis: 'euro-k',
  },
  argTypes: chartArgTypes,
} satisfies Meta<typeof BarChart>;

export default meta;

type Story = StoryObj<typeof meta>;

export const CashFlow: Story = {};

export const SingleSeriesEuro: Story = {
  args: {
    title: 'Uscite mensili',
    series: [{ label: 'Uscite', data: cashFlowSeries.map((p) => p.expenses) }],
    axis: 'euro',
  },
};
