import { formatPercent } from '@traguardo/domain/format';
import { cx } from './class-names';
import { toneFill, type Tone } from './tone';

type ProgressBarProps = {
  value: number;
  max?: number;
  /** Bar colour up to 100%; above 100% the bar is always red (spec: budget over limit). */
  color?: Tone;
  /** Accessible name, e.g. the goal or budget category. */
  label: string;
  /** Shows the label and the percentage above the bar. */
  showLabel?: boolean;
};

export function ProgressBar({
  value,
  max = 100,
  color = 'blue',
  label,
  showLabel = false,
}: ProgressBarProps) {
  const raw = max > 0 && Number.isFinite(value) ? (value / max) * 100 : 0;
  const percent = Math.max(0, raw);
  const over = percent > 100;
  const width = Math.min(100, percent);
  const valueText = over ? `${formatPercent(percent)}, oltre il limite` : formatPercent(percent);

  return (
    <div className="w-full">
      {showLabel && (
        <div className="mb-1 flex items-baseline justify-between gap-2 text-sm">
          <span className="truncate text-slate-700">{label}</span>
          <span
            className={cx('font-semibold tabular-nums', over ? 'text-red-700' : 'text-slate-900')}
          >
            {formatPercent(percent)}
          </span>
        </div>
      )}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(width)}
        aria-valuetext={valueText}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cx(
            'h-full rounded-full transition-[width] duration-500',
            over ? toneFill.red : toneFill[color],
          )}
          style={{ width: `${width}%` }}
        />
      </div>
      {over && showLabel && (
        <p className="mt-1 text-xs font-medium text-red-700">Oltre il limite</p>
      )}
    </div>
  );
}
