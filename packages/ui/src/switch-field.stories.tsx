import preview from '../../../.storybook/preview';
import { useState } from 'react';
import { SwitchField } from './switch-field';

const meta = preview.meta({
  title: 'Componenti/SwitchField',
  component: SwitchField,
  args: {
    label: 'Aggiornamenti clienti',
    description: 'Ricevi una notifica quando un cliente cambia stato.',
    checked: true,
    onChange: () => {},
  },
  render: function Render(args) {
    const [checked, setChecked] = useState(args.checked);
    return <SwitchField {...args} checked={checked} onChange={setChecked} />;
  },
});

export const On = meta.story();

export const Off = meta.story({ args: { checked: false } });

export const WithoutDescription = meta.story({
  args: { description: undefined, label: 'Report via email' },
});
