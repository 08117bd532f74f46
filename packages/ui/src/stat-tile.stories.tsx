import type { Meta, StoryObj } from '@storybook/react-vite';
import { TrendingDown, TrendingUp, Users, Wallet } from 'lucide-react';
import { StatTile } from './stat-tile';

const meta = {
  title: 'Componenti/StatTile',
  component: StatTile,
  args: { label: 'Clienti totali', value: '12', icon: Users },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'green', 'yellow', 'red', 'blue'] },
  },
  parameters: { frame: 'narrow' },
} satisfies Meta<typeof StatTile>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

export const Aum: Story = {
  args: { label: 'AUM totale', value: '12.450.000 €', icon: Wallet, tone: 'blue' },
};

export const Income: Story = {
  args: {
    label: 'Entrate',
    value: '4.500,00 €',
    icon: TrendingUp,
    tone: 'green',
    hint: 'Questo mese',
  },
};

export const Expenses: Story = {
  args: { label: 'Uscite', value: '3.150,00 €', icon: TrendingDown, tone: 'red' },
};

export const WithoutIcon: Story = {
  args: { icon: undefined, label: 'Risparmio netto', value: '1.350 €' },
};
