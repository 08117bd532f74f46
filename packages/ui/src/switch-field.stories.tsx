import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SwitchField } from './switch-field';

const meta = {
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
} satisfies Meta<typeof SwitchField>;

export default meta;

type Story = StoryObj<typeof meta>;

export const On: Story = {};

export const Off: Story = { args: { checked: false } };

export const WithoutDescription: Story = {
  args: { description: undefined, label: 'Report via email' },
};
