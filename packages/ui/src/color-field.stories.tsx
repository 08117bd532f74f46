import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ColorField } from './color-field';

const meta = {
  title: 'Componenti/ColorField',
  component: ColorField,
  args: { label: 'Colore primario', value: '#0f766e', onChange: () => {} },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div className="max-w-xs">
        <ColorField {...args} value={value} onChange={setValue} />
      </div>
    );
  },
} satisfies Meta<typeof ColorField>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { label: 'Colore secondario', value: '#6366f1' } };
