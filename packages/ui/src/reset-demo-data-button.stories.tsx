import preview from '../../../.storybook/preview';
import { ResetDemoDataButton } from './reset-demo-data-button';

const meta = preview.meta({
  title: 'Componenti/ResetDemoDataButton',
  component: ResetDemoDataButton,
  args: { lostData: 'obiettivi aggiunti, conti collegati e chat', onReset: () => {} },
});

export const Default = meta.story();
