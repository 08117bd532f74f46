import preview from '../../../.storybook/preview';
import { ProgressRowsSpace } from './progress-rows-space';

const meta = preview.meta({
  title: 'Componenti/ProgressRowsSpace',
  component: ProgressRowsSpace,
  args: { rows: 2, listClassName: 'space-y-4', rowClassName: 'space-y-1.5' },
  parameters: { frame: 'narrow' },
});

export const Goals = meta.story();

export const Budgets = meta.story({
  args: { rows: 7, listClassName: 'space-y-3', rowClassName: 'space-y-1' },
});
