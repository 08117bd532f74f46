import preview from '../../../.storybook/preview';
import { useState } from 'react';
import { TextField } from './text-field';

const meta = preview.meta({
  title: 'Componenti/TextField',
  component: TextField,
  args: {
    id: 'capitale',
    label: 'Capitale iniziale (€)',
    value: '98.500',
    inputMode: 'decimal' as const,
    onChange: () => {},
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <TextField {...args} value={value} onChange={setValue} />;
  },
});

export const Filled = meta.story();

export const WithHint = meta.story({
  args: { id: 'obiettivo', label: 'Obiettivo (€)', value: '', hint: 'Facoltativo' },
});

export const WithError = meta.story({
  args: { value: 'mille', error: 'Scrivi un numero, per esempio 10.000 o 250,50.' },
});
