import { createElement, startTransition } from 'react';
import toast from 'react-hot-toast/headless';
import { UNDO_TOAST_DURATION_MS } from './toast-durations';
import { UndoToastBody } from './undo-toast-body';

type UndoToast = {
  title: string;
  description?: string;
  /** The button's text; 'Annulla' unless the action needs its own word. */
  undoLabel?: string;
  /** Takes the action back; the toast closes first, so it runs once. */
  onUndo: () => void;
};

/**
 * A success toast with an undo button (a deleted record, put back). It stays longer than a
 * plain toast, to leave time to reach the button. Returns the toast id.
 */
export function showUndoToast({ title, description, undoLabel = 'Annulla', onUndo }: UndoToast) {
  let id = '';
  // A dismissed toast stays on screen while it fades: a second click must not undo again.
  let undone = false;
  startTransition(() => {
    id = toast.success(
      createElement(UndoToastBody, {
        title,
        description,
        undoLabel,
        onUndo: () => {
          if (undone) return;
          undone = true;
          toast.dismiss(id);
          onUndo();
        },
      }),
      { duration: UNDO_TOAST_DURATION_MS },
    );
  });
  return id;
}
