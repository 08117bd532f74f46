import preview from '../../../.storybook/preview';
import { spendingCategories } from '@traguardo/sample-data/spending';
import { PieChart } from './pie-chart';
import { seriesArgs } from './chart-story-args';
import { chartArgTypes } from './story-controls';

const meta = preview.meta({
  title: 'Grafici/PieChart',
  component: PieChart,
  args: {
    title: 'Spese per categoria',
    ...seriesArgs(spendingCategories, (c) => c.name, [{ label: 'Spese', value: (c) => c.value }]),
    colors: spendingCategories.map((c) => c.fill),
    axis: 'euro' as const,
  },
  argTypes: chartArgTypes,
});

export const Spending = meta.story();

export const ThemePalette = meta.story({ args: { colors: undefined } });
