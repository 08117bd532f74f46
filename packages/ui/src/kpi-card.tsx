import { type Health } from '@traguardo/domain/colors';
import { statusLabel } from '@traguardo/domain/status';
import { type LucideIcon } from 'lucide-react';
import { type ReactNode } from 'react';
import { Card } from './card';
import { cx } from './class-names';
import { toneFill, toneSoft, toneText } from './tone';

type KpiCardProps = {
  title: string;
  /**
   * The formatted value, e.g. '18%' or '4 mesi'; undefined while it is read: the value's and
   * the target's places are kept, empty, so the card has its final height, and no state is
   * said.
   */
  value: string | undefined;
  /** The formatted target, e.g. 'Obiettivo: 20%'. */
  target?: string;
  /**
   * Colour of the indicator, from a domain rule such as indicatorHealth(); absent when there
   * is nothing yet to judge (a figure the data cannot give), which the card says in words.
   */
  health?: Health;
  icon?: LucideIcon;
  /** Optional visual beside the value, e.g. a small CircularProgress. */
  visual?: ReactNode;
};

export function KpiCard({ title, value, target, health, icon: Icon, visual }: KpiCardProps) {
  const reading = value === undefined;
  return (
    <Card as="article" className="relative overflow-hidden p-4">
      <span
        aria-hidden="true"
        className={cx(
          'absolute inset-y-0 left-0 w-1',
          health === undefined ? 'bg-slate-300' : toneFill[health],
        )}
      />
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-sm font-medium text-slate-600">{title}</h3>
        {Icon !== undefined && (
          <span
            className={cx(
              'rounded-lg p-1.5 ring-1 ring-inset',
              health === undefined
                ? 'bg-slate-50 text-slate-700 ring-slate-600/20'
                : toneSoft[health],
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
          </span>
        )}
      </div>
      <div className="mt-2 flex items-center justify-between gap-3">
        <div>
          <p
            className={cx(
              'text-2xl font-bold tabular-nums',
              health === undefined ? 'text-slate-900' : toneText[health],
            )}
          >
            {value ?? '\u00a0'}
          </p>
          {/* Two lines' height, read or not: a target wraps on a phone (the savings rate's),
              and the card must not grow as it arrives. */}
          {(reading || target !== undefined) && (
            <p className="mt-0.5 min-h-8 text-xs text-slate-600">{reading ? '\u00a0' : target}</p>
          )}
        </div>
        {visual}
      </div>
      {/* Colour alone is not enough: the state is also given in words. */}
      {!reading && (
        <p className="sr-only">
          {health === undefined
            ? 'Stato: non ancora valutabile'
            : `Stato: ${statusLabel(health, 'investor')}`}
        </p>
      )}
    </Card>
  );
}
