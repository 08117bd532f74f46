import preview from '../../../.storybook/preview';
import { useState } from 'react';
import { SelectField } from './select-field';

const meta = preview.meta({
  title: 'Componenti/SelectField',
  component: SelectField,
  args: {
    id: 'tipo',
    label: 'Tipo',
    value: 'savings',
    options: [
      { value: 'checking', label: 'Conto corrente' },
      { value: 'savings', label: 'Risparmio' },
      { value: 'credit', label: 'Carta di credito' },
    ],
    onChange: () => {},
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <SelectField {...args} value={value} onChange={setValue} />;
  },
});

export const Filled = meta.story();

export const WithError = meta.story({
  args: { value: 'checking', error: 'Scegli il tipo di conto.' },
});

export const HiddenLabel = meta.story({
  args: { id: 'categoria', label: 'Categoria di Spesa Coop', hideLabel: true },
});
