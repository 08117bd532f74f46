import { type ReactNode } from 'react';
import { cx } from './class-names';

type SectionHeaderProps = {
  title: string;
  description?: ReactNode;
  /** A button or link on the right, e.g. 'Aggiungi'. */
  action?: ReactNode;
  /** 1 for the screen title (one per screen), 2 (default) for sections. */
  level?: 1 | 2 | 3;
  /** Id for the heading, so a section can be `aria-labelledby` it. */
  id?: string;
};

/**
 * A heading with its description, and an action beside it while both fit: on a narrow screen
 * the action wraps under the heading, never over it (the title's column keeps 12rem and its
 * longest word).
 */
export function SectionHeader({ title, description, action, level = 2, id }: SectionHeaderProps) {
  const Tag = `h${level}` as const;
  return (
    <div className="mb-3 flex flex-wrap items-end justify-between gap-x-3 gap-y-2">
      <div className="min-w-min flex-1 basis-48">
        <Tag
          id={id}
          className={cx(
            'font-bold tracking-tight text-slate-900',
            level === 1 ? 'text-2xl sm:text-3xl' : level === 2 ? 'text-lg' : 'text-base',
          )}
        >
          {title}
        </Tag>
        {description !== undefined && (
          <p className="mt-0.5 text-sm text-slate-600">{description}</p>
        )}
      </div>
      {action !== undefined && <div className="shrink-0">{action}</div>}
    </div>
  );
}
