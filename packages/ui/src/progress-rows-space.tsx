type ProgressRowsSpaceProps = {
  /** How many rows to keep. */
  rows: number;
  /** The spacing of the filled list (e.g. `space-y-3`) and of a filled row (`space-y-1`). */
  listClassName: string;
  rowClassName: string;
};

/**
 * The places of a list of progress rows (a name line, a ProgressBar, a line of detail) whose
 * figures are still being read: the same lines, empty, around the bar's bare track, so the list
 * is as tall as once filled. Hidden from assistive technology: it holds nothing yet.
 */
export function ProgressRowsSpace({ rows, listClassName, rowClassName }: ProgressRowsSpaceProps) {
  return (
    <ul aria-hidden="true" className={listClassName}>
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className={rowClassName}>
          <p className="text-sm">{'\u00a0'}</p>
          <div className="h-2.5 w-full rounded-full bg-slate-200" />
          <p className="text-xs">{'\u00a0'}</p>
        </li>
      ))}
    </ul>
  );
}
