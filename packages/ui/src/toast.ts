import { createElement, startTransition } from 'react';
import toast from 'react-hot-toast/headless';
import { ToastBody } from './toast-body';
import { UndoToastBody } from './undo-toast-body';

type ToastOptions = {
  /** A toast with the same id replaces the previous one instead of piling up. */
  id?: string;
};

/**
 * The toast renders in a transition: the paint that answers the click or key that raised
 * it (a pressed button, a typed character) comes first, the toast in the next frame.
 */
function shown(show: () => string): string {
  let id = '';
  startTransition(() => {
    id = show();
  });
  return id;
}

/** Shows a success toast (announced politely as a status). Returns the toast id. */
export function showSuccess(
  title: string,
  description?: string,
  options: ToastOptions = {},
): string {
  return shown(() => toast.success(createElement(ToastBody, { title, description }), options));
}

/** Shows an error toast, announced at once as an alert. Returns the toast id. */
export function showError(title: string, description?: string, options: ToastOptions = {}): string {
  return shown(() =>
    toast.error(createElement(ToastBody, { title, description }), {
      ...options,
      ariaProps: { role: 'alert', 'aria-live': 'assertive' },
    }),
  );
}

/** How long a toast with an undo button stays: long enough to reach the button. */
export const UNDO_TOAST_DURATION_MS = 8000;

/**
 * Shows a success toast with an undo button ('Annulla' unless told); the button runs
 * `onUndo` once and closes the toast. Returns the toast id.
 */
export function showUndo(title: string, onUndo: () => void, undoLabel = 'Annulla'): string {
  let done = false;
  let id = '';
  const undo = () => {
    if (done) return;
    done = true;
    toast.dismiss(id);
    onUndo();
  };
  id = shown(() =>
    toast.success(createElement(UndoToastBody, { title, undoLabel, onUndo: undo }), {
      duration: UNDO_TOAST_DURATION_MS,
    }),
  );
  return id;
}
