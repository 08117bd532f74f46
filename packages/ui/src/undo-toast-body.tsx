type UndoToastBodyProps = {
  title: string;
  /** The visible label of the undo button. */
  undoLabel: string;
  onUndo: () => void;
};

/** A toast's content with a button that takes back what the toast reports (a deletion). */
export function UndoToastBody({ title, undoLabel, onUndo }: UndoToastBodyProps) {
  return (
    <span className="flex items-center gap-3 text-left">
      <strong className="font-semibold text-slate-900">{title}</strong>
      <button
        type="button"
        onClick={onUndo}
        className="rounded-lg border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {undoLabel}
      </button>
    </span>
  );
}
