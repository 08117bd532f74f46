import type { Meta, StoryObj } from '@storybook/react-vite';
import { DemoBadge } from './demo-badge';

const meta = {
  title: 'Componenti/DemoBadge',
  component: DemoBadge,
  args: {},
} satisfies Meta<typeof DemoBadge>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Large: Story = { args: { className: 'text-sm' } };
