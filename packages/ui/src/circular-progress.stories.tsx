import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircularProgress } from './circular-progress';

const meta = {
  title: 'Componenti/CircularProgress',
  component: CircularProgress,
  args: { value: 75, label: 'Punteggio finanziario', children: '75%' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    color: { control: 'inline-radio', options: ['green', 'yellow', 'red', 'blue'] },
  },
} satisfies Meta<typeof CircularProgress>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Small: Story = {
  args: { size: 'sm', color: 'green', value: 18, max: 25, children: '18%' },
};

export const Large: Story = {
  args: { size: 'lg', color: 'yellow', value: 4, max: 6, children: '4 mesi' },
};

export const Critical: Story = { args: { color: 'red', value: 10, children: '10%' } };

export const OverMax: Story = {
  args: { color: 'green', value: 130, children: '130%', label: 'Oltre il massimo' },
};

export const Thick: Story = { args: { thickness: 8, color: 'blue', value: 40, children: '40%' } };

export const WithoutLabel: Story = { args: { children: undefined, value: 60 } };
