import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { type ThemePreference } from '@traguardo/domain/theme';
import { ThemeChoice } from './theme-choice';

const meta = {
  title: 'Componenti/ThemeChoice',
  component: ThemeChoice,
  args: { value: 'system' },
  // Controlled here: a story must not change the theme of the Storybook page itself.
  render: function Render(args) {
    const [value, setValue] = useState<ThemePreference>(args.value ?? 'system');
    return <ThemeChoice value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof ThemeChoice>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Sistema: Story = {};

export const Scuro: Story = { args: { value: 'dark' } };
