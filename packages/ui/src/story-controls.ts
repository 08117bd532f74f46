// Storybook controls shared by the chart stories: every chart reads the same axis kinds.
import { chartAxes } from '@traguardo/chart-drawing/chart-support';

export const chartArgTypes = { axis: { control: 'select', options: chartAxes } } as const;
