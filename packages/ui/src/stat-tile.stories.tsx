import preview from '../../../.storybook/preview';
import { TrendingDown, TrendingUp, Users, Wallet } from 'lucide-react';
import { StatTile } from './stat-tile';

const meta = preview.meta({
  title: 'Componenti/StatTile',
  component: StatTile,
  args: { label: 'Clienti totali', value: '12', icon: Users },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'green', 'yellow', 'red', 'blue'] },
  },
  parameters: { frame: 'narrow' },
});

export const Neutral = meta.story();

export const Aum = meta.story({
  args: { label: 'AUM totale', value: '12.450.000 €', icon: Wallet, tone: 'blue' },
});

export const Income = meta.story({
  args: {
    label: 'Entrate',
    value: '4.500,00 €',
    icon: TrendingUp,
    tone: 'green',
    hint: 'Questo mese',
  },
});

export const Expenses = meta.story({
  args: { label: 'Uscite', value: '3.150,00 €', icon: TrendingDown, tone: 'red' },
});

export const WithoutIcon = meta.story({
  args: { icon: undefined, label: 'Risparmio netto', value: '1.350 €' },
});
