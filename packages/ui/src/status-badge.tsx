import { type Health } from '@traguardo/domain/colors';
import { type ClientStatus } from '@traguardo/domain/entities';
import { statusLabel, type StatusLabelSet } from '@traguardo/domain/status';
import { cx } from './class-names';
import { toneFill, toneSoft } from './tone';

type StatusBadgeProps = {
  status: ClientStatus | Health;
  /** Which wording of the spec: 'dashboard' (Eccellente…), 'detail' (In Salute…), 'report' (OK…). */
  set: StatusLabelSet;
  className?: string;
};

export function StatusBadge({ status, set, className }: StatusBadgeProps) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        toneSoft[status],
        className,
      )}
    >
      <span aria-hidden="true" className={cx('size-1.5 rounded-full', toneFill[status])} />
      {statusLabel(status, set)}
    </span>
  );
}
