import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Componenti/ProgressBar',
  component: ProgressBar,
  args: { value: 23, label: 'Casa', showLabel: true },
  argTypes: { color: { control: 'inline-radio', options: ['green', 'yellow', 'red', 'blue'] } },
  parameters: { frame: 'medium' },
} satisfies Meta<typeof ProgressBar>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Goal: Story = { args: { color: 'red' } };

export const GoalOnTrack: Story = { args: { value: 85, color: 'green', label: 'Pensione' } };

export const BudgetUnder: Story = { args: { value: 83.3, color: 'blue', label: 'Cibo' } };

export const BudgetOver: Story = {
  args: { value: 540, max: 450, color: 'blue', label: 'Trasporti' },
};

export const WithoutLabel: Story = { args: { showLabel: false, value: 60, color: 'yellow' } };
