import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from './dialog';

const meta = {
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
} satisfies Meta<typeof ConfirmDialog>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Danger: Story = {
  args: {
    title: 'Eliminare il documento?',
    description: 'L’operazione non può essere annullata.',
    confirmLabel: 'Elimina',
    tone: 'danger',
  },
};
