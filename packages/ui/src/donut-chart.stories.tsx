import preview from '../../../.storybook/preview';
import { portfolioAllocation } from '@traguardo/sample-data/portfolio';
import { DonutChart } from './donut-chart';
import { seriesArgs } from './chart-story-args';
import { chartArgTypes } from './story-controls';
import { toneHex } from './tone';

const meta = preview.meta({
  title: 'Grafici/DonutChart',
  component: DonutChart,
  args: {
    title: 'Allocazione del portafoglio',
    ...seriesArgs(portfolioAllocation, (a) => a.name, [
      { label: 'Allocazione', value: (a) => a.value },
    ]),
    axis: 'percent' as const,
  },
  argTypes: chartArgTypes,
});

export const Allocation = meta.story();

export const StatusDistribution = meta.story({
  args: {
    title: 'Distribuzione stato clienti',
    labels: ['Eccellente', 'Attenzione', 'Critico'],
    series: [{ label: 'Clienti', data: [5, 4, 3] }],
    colors: [toneHex.green, toneHex.yellow, toneHex.red],
    axis: 'count',
  },
});
