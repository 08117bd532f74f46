import { type LucideIcon } from 'lucide-react';
import { cx } from './class-names';
import { toneSoft, toneText, type Tone } from './tone';

type StatTileProps = {
  label: string;
  /** The formatted figure, e.g. '1.234.567 €'. */
  value: string;
  icon?: LucideIcon;
  tone?: Tone | 'neutral';
  /** A short line under the value, e.g. '+3,2% questo mese'. */
  hint?: string;
};

/** A compact figure with its label, for summary rows (totals, income, expenses). */
export function StatTile({ label, value, icon: Icon, tone = 'neutral', hint }: StatTileProps) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      {Icon !== undefined && (
        <span
          className={cx(
            'flex size-10 shrink-0 items-center justify-center rounded-xl ring-1 ring-inset',
            tone === 'neutral' ? 'bg-slate-100 text-slate-700 ring-slate-300/40' : toneSoft[tone],
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
      )}
      <dl className="min-w-0">
        <dt className="truncate text-xs font-medium text-slate-600">{label}</dt>
        <dd
          className={cx(
            'text-xl font-bold tabular-nums',
            tone === 'neutral' ? 'text-slate-900' : toneText[tone],
          )}
        >
          {value}
        </dd>
        {hint !== undefined && <dd className="text-xs text-slate-600">{hint}</dd>}
      </dl>
    </div>
  );
}
