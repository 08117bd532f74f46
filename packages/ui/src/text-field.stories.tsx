import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TextField } from './text-field';

const meta = {
  title: 'Componenti/TextField',
  component: TextField,
  args: {
    id: 'capitale',
    label: 'Capitale iniziale (€)',
    value: '98.500',
    inputMode: 'decimal',
    onChange: () => {},
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <TextField {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof TextField>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const WithHint: Story = {
  args: { id: 'obiettivo', label: 'Obiettivo (€)', value: '', hint: 'Facoltativo' },
};

export const WithError: Story = {
  args: { value: 'mille', error: 'Scrivi un numero, per esempio 10.000 o 250,50.' },
};
