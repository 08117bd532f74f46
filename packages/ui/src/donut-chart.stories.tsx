import type { Meta, StoryObj } from '@storybook/react-vite';
import { portfolioAllocation } from '@traguardo/sample-data/portfolio';
import { DonutChart } from './donut-chart';
import { chartArgTypes } from './story-controls';
import { toneHex } from './tone';

const meta = {
  title: 'Grafici/DonutChart',
  component: DonutChart,
  args: {
    title: 'Allocazione del portafoglio',
    labels: portfolioAllocation.map((a) => a.name),
    series: [{ label: 'Allocazione', data: portfolioAllocation.map((a) => a.value) }],
    axis: 'percent',
  },
  argTypes: chartArgTypes,
} satisfies Meta<typeof DonutChart>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Allocation: Story = {};

export const StatusDistribution: Story = {
  args: {
    title: 'Distribuzione stato clienti',
    labels: ['Eccellente', 'Attenzione', 'Critico'],
    series: [{ label: 'Clienti', data: [5, 4, 3] }],
    colors: [toneHex.green, toneHex.yellow, toneHex.red],
    axis: 'count',
  },
};
