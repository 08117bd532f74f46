import preview from '../../../.storybook/preview';
import { spendingCategories } from '@traguardo/sample-data/spending';
import { PieChart } from './pie-chart';
import { chartArgTypes } from './story-controls';

const meta = preview.meta({
  title: 'Grafici/PieChart',
  component: PieChart,
  args: {
    title: 'Spese per categoria',
    labels: spendingCategories.map((c) => c.name),
    series: [{ label: 'Spese', data: spendingCategories.map((c) => c.value) }],
    colors: spendingCategories.map((c) => c.fill),
    axis: 'euro' as const,
  },
  argTypes: chartArgTypes,
});

export const Spending = meta.story();

export const ThemePalette = meta.story({ args: { colors: undefined } });
