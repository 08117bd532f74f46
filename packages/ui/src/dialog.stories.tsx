import preview from '../../../.storybook/preview';
import { ConfirmDialog } from './dialog';

const meta = preview.meta({
  title: 'Componenti/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
  args: {
    open: true,
    title: 'Passare alla modalità consulente?',
    description: 'Verrai portato all’area del consulente.',
    onConfirm: () => {},
    onClose: () => {},
  },
});

export const Default = meta.story();

export const Danger = meta.story({
  args: {
    title: 'Eliminare il documento?',
    description: 'L’operazione non può essere annullata.',
    confirmLabel: 'Elimina',
    tone: 'danger',
  },
});
