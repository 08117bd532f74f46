import { newRowsLabel, presentRowsLabel, zeroRowsLabel } from '@traguardo/bank-import/import-texts';
import { formatCount } from '@traguardo/domain/format';

type ImportCountsProps = {
  counts: { new: number; present: number; probable: number; zero: number };
};

/**
 * "N nuovi", "M già presenti", the probable duplicates and the lines of 0,00 € left out,
 * announced when they change.
 */
export function ImportCounts({ counts }: ImportCountsProps) {
  return (
    <div role="status" aria-label="Riepilogo dell’importazione">
      <ul className="flex flex-wrap gap-2 text-sm">
        <li className="rounded-full bg-emerald-50 px-3 py-1 font-medium text-emerald-800">
          {newRowsLabel(counts.new)}
        </li>
        <li className="rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-800">
          {presentRowsLabel(counts.present)}
        </li>
        {counts.probable === 0 ? null : (
          <li className="rounded-full bg-amber-50 px-3 py-1 font-medium text-amber-900">
            {formatCount(counts.probable, 'probabile doppione', 'probabili doppioni')}
          </li>
        )}
        {counts.zero === 0 ? null : (
          <li className="rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-800">
            {zeroRowsLabel(counts.zero)}
          </li>
        )}
      </ul>
    </div>
  );
}
