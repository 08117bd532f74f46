import { type ReactNode } from 'react';
import { progressFill } from '@traguardo/domain/progress';
import { cx } from './class-names';
import { toneStroke, type Tone } from './tone';

export type CircularProgressSize = 'sm' | 'md' | 'lg';

type CircularProgressProps = {
  value: number;
  max?: number;
  size?: CircularProgressSize;
  color?: Tone;
  /** Stroke width in the 0–48 drawing units of the ring. */
  thickness?: number;
  /** Accessible name of the meter, e.g. 'Tasso di risparmio'. */
  label: string;
  /** Centred content, usually the formatted value. */
  children?: ReactNode;
};

const pixels: Record<CircularProgressSize, number> = { sm: 56, md: 88, lg: 128 };

const VIEW = 48;

export function CircularProgress({
  value,
  max = 100,
  size = 'md',
  color = 'blue',
  thickness = 4,
  label,
  children,
}: CircularProgressProps) {
  const fill = progressFill(value, max);
  const stroke = Math.min(Math.max(thickness, 1), VIEW / 4);
  const radius = (VIEW - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  // The track and the fill are the same circle; the fill draws only its share of it.
  const ring = { cx: VIEW / 2, cy: VIEW / 2, r: radius, fill: 'none', strokeWidth: stroke };
  const px = pixels[size];
  // The meter reports the capped value so assistive technology never hears "130 of 100".
  const shown = Number.isFinite(value) ? Math.min(Math.max(value, 0), Math.max(max, 0)) : 0;

  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={shown}
      className="relative inline-flex shrink-0 items-center justify-center"
      style={{ width: px, height: px }}
    >
      <svg
        viewBox={`0 0 ${VIEW} ${VIEW}`}
        width={px}
        height={px}
        className="-rotate-90"
        aria-hidden="true"
      >
        <circle {...ring} className="stroke-slate-200" />
        <circle
          data-testid="ring-fill"
          {...ring}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - fill / 100)}
          className={cx(toneStroke[color], 'transition-[stroke-dashoffset] duration-500')}
        />
      </svg>
      {children !== undefined && (
        <div
          className={cx(
            'absolute inset-0 flex flex-col items-center justify-center text-center font-semibold text-slate-900',
            size === 'sm' ? 'text-xs' : size === 'md' ? 'text-base' : 'text-2xl',
          )}
        >
          {children}
        </div>
      )}
    </div>
  );
}
