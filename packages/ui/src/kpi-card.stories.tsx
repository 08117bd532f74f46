import type { Meta, StoryObj } from '@storybook/react-vite';
import { PiggyBank, ShieldCheck, TrendingUp } from 'lucide-react';
import { CircularProgress } from './circular-progress';
import { KpiCard } from './kpi-card';

const meta = {
  title: 'Componenti/KpiCard',
  component: KpiCard,
  args: {
    title: 'Tasso di risparmio',
    value: '18%',
    target: 'Obiettivo: 20%',
    health: 'yellow',
    icon: PiggyBank,
  },
  argTypes: { health: { control: 'inline-radio', options: ['green', 'yellow', 'red'] } },
  parameters: { frame: 'narrow' },
} satisfies Meta<typeof KpiCard>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Attention: Story = {};

export const Good: Story = {
  args: {
    title: 'Fondo emergenza',
    value: '6 mesi',
    target: 'Obiettivo: 6 mesi',
    health: 'green',
    icon: ShieldCheck,
  },
};

export const Critical: Story = {
  args: {
    title: 'Rendimento YTD',
    value: '2%',
    target: 'Benchmark: 6%',
    health: 'red',
    icon: TrendingUp,
  },
};

export const WithRing: Story = {
  args: {
    icon: undefined,
    visual: (
      <CircularProgress value={18} max={25} size="sm" color="yellow" label="Tasso di risparmio" />
    ),
  },
};
