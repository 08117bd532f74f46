import preview from '../../../.storybook/preview';
import { PiggyBank, ShieldCheck, TrendingUp } from 'lucide-react';
import { CircularProgress } from './circular-progress';
import { KpiCard } from './kpi-card';

const meta = preview.meta({
  title: 'Componenti/KpiCard',
  component: KpiCard,
  args: {
    title: 'Tasso di risparmio',
    value: '18%',
    target: 'Obiettivo: 20%',
    health: 'yellow' as const,
    icon: PiggyBank,
  },
  argTypes: { health: { control: 'inline-radio', options: ['green', 'yellow', 'red'] } },
  parameters: { frame: 'narrow' },
});

export const Attention = meta.story();

export const Good = meta.story({
  args: {
    title: 'Fondo emergenza',
    value: '6 mesi',
    target: 'Obiettivo: 6 mesi',
    health: 'green',
    icon: ShieldCheck,
  },
});

export const Critical = meta.story({
  args: {
    title: 'Rendimento YTD',
    value: '2%',
    target: 'Benchmark: 6%',
    health: 'red',
    icon: TrendingUp,
  },
});

export const WithRing = meta.story({
  args: {
    icon: undefined,
    visual: (
      <CircularProgress value={18} max={25} size="sm" color="yellow" label="Tasso di risparmio" />
    ),
  },
});

export const Reading = meta.story({
  args: { value: undefined, health: undefined },
});
