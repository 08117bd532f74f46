import preview from '../../../.storybook/preview';
import { ProfileBadge } from './profile-badge';

const meta = preview.meta({
  title: 'Componenti/ProfileBadge',
  component: ProfileBadge,
  args: { label: 'Demo' },
});

export const Demo = meta.story();

export const OwnClients = meta.story({ args: { label: 'I miei clienti' } });

export const NotKnownYet = meta.story({ args: { label: undefined } });
