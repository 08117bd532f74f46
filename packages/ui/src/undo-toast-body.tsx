import { ToastBody } from './toast-body';

type UndoToastBodyProps = {
  title: string;
  description?: string;
  undoLabel: string;
  onUndo: () => void;
};

/** A toast's title and description with the button that takes the action back. */
export function UndoToastBody({ title, description, undoLabel, onUndo }: UndoToastBodyProps) {
  return (
    <span className="flex items-center gap-3">
      <ToastBody title={title} description={description} />
      <button
        type="button"
        onClick={onUndo}
        className="shrink-0 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {undoLabel}
      </button>
    </span>
  );
}
