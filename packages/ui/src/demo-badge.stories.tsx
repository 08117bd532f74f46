import preview from '../../../.storybook/preview';
import { DemoBadge } from './demo-badge';

const meta = preview.meta({
  title: 'Componenti/DemoBadge',
  component: DemoBadge,
  args: {},
});

export const Default = meta.story();

export const Large = meta.story({ args: { className: 'text-sm' } });
