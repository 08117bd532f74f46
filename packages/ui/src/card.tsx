import { type ComponentPropsWithoutRef, type ReactNode, useId } from 'react';
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

type CardTitleProps = ComponentPropsWithoutRef<'h2'> & {
  /** Heading level; screens keep exactly one h1, so cards default to h2. */
  level?: 2 | 3 | 4;
};

export function CardTitle({ level = 2, className, ...props }: CardTitleProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      className={cx('text-base font-semibold leading-tight text-slate-900', className)}
      {...props}
    />
  );
}

export function CardContent({ className, ...props }: DivProps) {
  return <div className={cx('px-4 pt-3 pb-4 sm:px-5', className)} {...props} />;
}

type SectionCardProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  title: ReactNode;
  /** Heading level of the title (h2 by default). */
  level?: 2 | 3 | 4;
  /** Beside the title, on the right: an icon, a count, a link. */
  aside?: ReactNode;
  /** Classes of the content area, e.g. `space-y-4`. */
  contentClassName?: string;
  /**
   * A chart inside: the content is `relative overflow-hidden`, because the chart's visually
   * hidden data table is absolutely positioned and, being a table, ignores `sr-only`'s 1px
   * width, so unclipped it would widen the page on phones.
   */
  chart?: boolean;
};

/** A card that is a region named by its own title, so screen-reader users can jump to it. */
export function SectionCard({
  title,
  level,
  aside,
  contentClassName,
  chart = false,
  children,
  ...props
}: SectionCardProps) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} {...props}>
      <CardHeader>
        <CardTitle id={titleId} level={level}>
          {title}
        </CardTitle>
        {aside}
      </CardHeader>
      <CardContent className={cx(chart && 'relative overflow-hidden', contentClassName)}>
        {children}
      </CardContent>
    </Card>
  );
}
