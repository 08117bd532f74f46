import { type ReactNode } from 'react';

export type Detail = {
  label: string;
  value: ReactNode;
  /** Replaces the list's value style for this value alone (e.g. a debt in red). */
  valueClassName?: string;
  /** A second, smaller line that describes the value (e.g. its target). */
  note?: ReactNode;
};

type DetailListProps = {
  items: readonly Detail[];
  /** The list's layout: columns, gaps, text size. */
  className?: string;
  /** The layout of each label–value pair. */
  itemClassName?: string;
  labelClassName?: string;
  valueClassName?: string;
};

/**
 * Labelled figures as a description list, each label (`dt`) and its value (`dd`) in one
 * `div`, so that assistive technology reads them as pairs.
 */
export function DetailList({
  items,
  className,
  itemClassName,
  labelClassName = 'text-slate-600',
  valueClassName = 'font-semibold text-slate-900',
}: DetailListProps) {
  return (
    <dl className={className}>
      {items.map((item) => (
        <div key={item.label} className={itemClassName}>
          <dt className={labelClassName}>{item.label}</dt>
          <dd className={item.valueClassName ?? valueClassName}>{item.value}</dd>
          {item.note === undefined ? null : <dd className="text-xs text-slate-600">{item.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
