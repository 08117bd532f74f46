import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from './status-badge';

const meta = {
  title: 'Componenti/StatusBadge',
  component: StatusBadge,
  args: { status: 'green', set: 'dashboard' },
  argTypes: {
    status: { control: 'inline-radio', options: ['green', 'yellow', 'red'] },
    set: { control: 'inline-radio', options: ['dashboard', 'investor', 'detail', 'report'] },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Eccellente: Story = {};

export const Attenzione: Story = { args: { status: 'yellow' } };

export const Critico: Story = { args: { status: 'red' } };

export const InSalute: Story = { args: { set: 'detail' } };

export const ReportOk: Story = { args: { set: 'report' } };

export const ReportCritico: Story = { args: { set: 'report', status: 'red' } };
