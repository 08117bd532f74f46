import preview from '../../../.storybook/preview';
import { portfolioAllocation } from '@traguardo/sample-data/portfolio';
import { DonutChart } from './donut-chart';
import { chartArgTypes } from './story-controls';
import { toneHex } from './tone';

const meta = preview.meta({
  title: 'Grafici/DonutChart',
  component: DonutChart,
  args: {
    title: 'Allocazione del portafoglio',
    labels: portfolioAllocation.map((a) => a.name),
    series: [{ label: 'Allocazione', data: portfolioAllocation.map((a) => a.value) }],
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
