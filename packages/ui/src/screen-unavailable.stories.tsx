import preview from '../../../.storybook/preview';
import { ScreenUnavailable } from './screen-unavailable';

const meta = preview.meta({
  title: 'Pagine/ScreenUnavailable',
  component: ScreenUnavailable,
  parameters: { layout: 'fullscreen' },
  args: { failure: 'offline' as const, onRetry: () => {}, onReload: () => {} },
  argTypes: { failure: { control: 'inline-radio', options: ['offline', 'new-version'] } },
});

export const Offline = meta.story();

export const Retrying = meta.story({ args: { retrying: true } });

export const NewVersion = meta.story({ args: { failure: 'new-version' } });
