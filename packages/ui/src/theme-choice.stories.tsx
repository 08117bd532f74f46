import preview from '../../../.storybook/preview';
import { useState } from 'react';
import { type ThemePreference } from '@traguardo/domain/theme';
import { ThemeChoice } from './theme-choice';

const meta = preview.meta({
  title: 'Componenti/ThemeChoice',
  component: ThemeChoice,
  args: { value: 'system' },
  // Controlled here: a story must not change the theme of the Storybook page itself.
  render: function Render(args) {
    const [value, setValue] = useState<ThemePreference>(args.value ?? 'system');
    return <ThemeChoice value={value} onChange={setValue} />;
  },
});

export const Sistema = meta.story();

export const Scuro = meta.story({ args: { value: 'dark' } });
