import { type ReactNode } from 'react';
import { cx } from './class-names';

type ScrollRegionProps = {
  /** What scrolls, for a screen reader: 'Tabella delle imposte per erede'. */
  label: string;
  className?: string;
  children: ReactNode;
};

/**
 * A wide table that scrolls sideways inside its card on a phone, so that the page keeps the
 * screen's width (a wider page carries the bottom navigation out of reach).
 */
export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  return (
    <div
      role="region"
      aria-label={label}
      // A scroll container without focusable content must take focus itself, or a keyboard
      // cannot scroll it (WCAG 2.1.1; axe's scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cx(
        'max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      {children}
    </div>
  );
}
