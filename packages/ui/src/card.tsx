import { type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from './class-names';

type DivProps = ComponentPropsWithoutRef<'div'>;

/** A white rounded surface; pass `as="section"` or `as="article"` when it has its own heading. */
export function Card({
  as: Tag = 'div',
  className,
  ...props
}: ComponentPropsWithoutRef<'section'> & { as?: 'div' | 'section' | 'article' }) {
  return (
    <Tag
      className={cx(
        'rounded-2xl border border-slate-200 bg-white text-slate-900 shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: DivProps) {
  return (
    <div
      className={cx('flex items-start justify-between gap-3 px-4 pt-4 sm:px-5', className)}
      {...props}
    />
  );
}

type CardTitleProps = {
  /** Heading level; screens keep exactly one h1, so cards default to h2. */
  level?: 2 | 3 | 4;
  className?: string;
  children: ReactNode;
};

export function CardTitle({ level = 2, className, children }: CardTitleProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag className={cx('text-base font-semibold leading-tight text-slate-900', className)}>
      {children}
    </Tag>
  );
}

export function CardContent({ className, ...props }: DivProps) {
  return <div className={cx('px-4 pt-3 pb-4 sm:px-5', className)} {...props} />;
}
