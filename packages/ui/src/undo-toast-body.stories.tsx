import preview from '../../../.storybook/preview';
import { UndoToastBody } from './undo-toast-body';

const meta = preview.meta({
  title: 'Componenti/UndoToastBody',
  component: UndoToastBody,
  args: {
    title: 'Obiettivo eliminato: Viaggio dei sogni',
    undoLabel: 'Annulla',
    onUndo: () => {},
  },
});

export const Default = meta.story();
