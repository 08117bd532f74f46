import preview from '../../../.storybook/preview';
import { UndoToastBody } from './undo-toast-body';

const meta = preview.meta({
  title: 'Componenti/UndoToastBody',
  component: UndoToastBody,
  args: {
    title: 'Obiettivo eliminato',
    description: 'Viaggio dei sogni non è più tra i tuoi obiettivi.',
    undoLabel: 'Annulla',
    onUndo: () => {},
  },
});

export const Default = meta.story();

export const TitleOnly = meta.story({ args: { description: undefined } });
