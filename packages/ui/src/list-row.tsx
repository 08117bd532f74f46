import { type ReactNode } from 'react';
import { cx } from './class-names';

type ListRowProps = {
  /** The row's name, e.g. an account or a client. */
  title: ReactNode;
  /** The line under the title: dates, categories, badges. */
  details: ReactNode;
  /** What the row ends with, e.g. an amount or a status badge. */
  end: ReactNode;
  /** Wraps a long title instead of cutting it with an ellipsis. */
  wrapTitle?: boolean;
  /** Less vertical space, for long lists. */
  dense?: boolean;
  detailsClassName?: string;
};

/** One item of a divided list: title and details on the left, `end` on the right. */
export function ListRow({
  title,
  details,
  end,
  wrapTitle = false,
  dense = false,
  detailsClassName = 'text-sm text-slate-600',
}: ListRowProps) {
  return (
    <li className={cx('flex items-center justify-between gap-3', dense ? 'py-2.5' : 'py-3')}>
      <div className="min-w-0">
        <p className={cx('font-medium text-slate-900', wrapTitle ? 'break-words' : 'truncate')}>
          {title}
        </p>
        <p className={detailsClassName}>{details}</p>
      </div>
      {end}
    </li>
  );
}
