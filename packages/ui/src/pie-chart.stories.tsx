import type { Meta, StoryObj } from '@storybook/react-vite';
import { spendingCategories } from '@traguardo/sample-data/spending';
import { PieChart } from './pie-chart';
import { chartArgTypes } from './story-controls';

const meta = {
  title: 'Grafici/PieChart',
  component: PieChart,
  args: {
    title: 'Spese per categoria',
    labels: spendingCategories.map((c) => c.name),
    series: [{ label: 'Spese', data: spendingCategories.map((c) => c.value) }],
    colors: spendingCategories.map((c) => c.fill),
    axis: 'euro',
  },
  argTypes: chartArgTypes,
} satisfies Meta<typeof PieChart>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Spending: Story = {};

export const ThemePalette: Story = { args: { colors: undefined } };
