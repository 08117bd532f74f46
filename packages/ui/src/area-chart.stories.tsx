import preview from '../../../.storybook/preview';
import { aumTrend, netWorthSeries } from '@traguardo/sample-data/series';
import { AreaChart } from './area-chart';
import { seriesArgs } from './chart-story-args';
import { chartArgTypes } from './story-controls';

const meta = preview.meta({
  title: 'Grafici/AreaChart',
  component: AreaChart,
  args: {
    title: 'Andamento del patrimonio netto',
    ...seriesArgs(netWorthSeries, (p) => p.month, [
      { label: 'Patrimonio netto', value: (p) => p.value },
    ]),
    axis: 'euro-k' as const,
  },
  argTypes: chartArgTypes,
});

export const NetWorth = meta.story();

export const AumMillions = meta.story({
  args: {
    title: 'Andamento AUM',
    ...seriesArgs(aumTrend, (p) => p.month, [
      { label: 'AUM', value: (p) => p.aum, color: '#6366f1' },
    ]),
    axis: 'euro-millions',
  },
});
