import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { Button } from './button';

const meta = {
  title: 'Componenti/Button',
  component: Button,
  args: { children: 'Aggiungi obiettivo', icon: Plus },
} satisfies Meta<typeof Button>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Outline: Story = { args: { variant: 'outline', size: 'sm' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Ripristina dati demo' } };
export const Busy: Story = { args: { busy: true, children: 'Collegamento in corso…' } };
