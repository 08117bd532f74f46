import preview from '../../../.storybook/preview';
import { NotFoundPage } from './not-found-page';

const meta = preview.meta({
  title: 'Pagine/NotFoundPage',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen' },
});

export const Default = meta.story();
