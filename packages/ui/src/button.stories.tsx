import preview from '../../../.storybook/preview';
import { Plus } from 'lucide-react';
import { Button } from './button';

const meta = preview.meta({
  title: 'Componenti/Button',
  component: Button,
  args: { children: 'Aggiungi obiettivo', icon: Plus },
});

export const Primary = meta.story();
export const Secondary = meta.story({ args: { variant: 'secondary' } });
export const Outline = meta.story({ args: { variant: 'outline', size: 'sm' } });
export const Danger = meta.story({ args: { variant: 'danger', children: 'Ripristina dati demo' } });
export const Busy = meta.story({ args: { busy: true, children: 'Collegamento in corso…' } });
