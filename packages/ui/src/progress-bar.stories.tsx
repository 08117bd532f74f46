import preview from '../../../.storybook/preview';
import { ProgressBar } from './progress-bar';

const meta = preview.meta({
  title: 'Componenti/ProgressBar',
  component: ProgressBar,
  args: { value: 23, label: 'Casa', showLabel: true },
  argTypes: { color: { control: 'inline-radio', options: ['green', 'yellow', 'red', 'blue'] } },
  parameters: { frame: 'medium' },
});

export const Goal = meta.story({ args: { color: 'red' } });

export const GoalOnTrack = meta.story({ args: { value: 85, color: 'green', label: 'Pensione' } });

export const BudgetUnder = meta.story({ args: { value: 83.3, color: 'blue', label: 'Cibo' } });

export const BudgetOver = meta.story({
  args: { value: 540, max: 450, color: 'blue', label: 'Trasporti' },
});

export const WithoutLabel = meta.story({ args: { showLabel: false, value: 60, color: 'yellow' } });
