import preview from '../../../.storybook/preview';
import { useState } from 'react';
import { ColorField } from './color-field';

const meta = preview.meta({
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
});

export const Primary = meta.story();

export const Secondary = meta.story({ args: { label: 'Colore secondario', value: '#6366f1' } });
