import preview from '../../../.storybook/preview';
import { aumTrend, netWorthSeries } from '@traguardo/sample-data/series';
import { AreaChart } from './area-chart';
import { chartArgTypes } from './story-controls';

const meta = preview.meta({
  title: 'Grafici/AreaChart',
  component: AreaChart,
  args: {
    title: 'Andamento del patrimonio netto',
    labels: netWorthSeries.map((p) => p.month),
    series: [{ label: 'Patrimonio netto', data: netWorthSeries.map((p) => p.value) }],
    axis: 'euro-k' as const,
  },
  argTypes: chartArgTypes,
});

export const NetWorth = meta.story();

export const AumMillions = meta.story({
  args: {
    title: 'Andamento AUM',
    labels: aumTrend.map((p) => p.month),
    series: [{ label: 'AUM', data: aumTrend.map((p) => p.aum), color: '#6366f1' }],
    axis: 'euro-millions',
  },
});
