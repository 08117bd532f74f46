import preview from '../../../.storybook/preview';
import { ChartSpace } from './chart-space';

const meta = preview.meta({
  title: 'Grafici/ChartSpace',
  component: ChartSpace,
  parameters: { frame: 'narrow' },
});

export const Default = meta.story();

export const Short = meta.story({ args: { height: 160 } });
