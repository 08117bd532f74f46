import { FlaskConical } from 'lucide-react';
import { MESSAGES } from '@traguardo/domain/messages';
import { cx } from './class-names';

export function DemoBadge({ className }: { className?: string }) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full bg-amber-50 px-3 py-1 text-xs font-medium text-amber-800 ring-1 ring-amber-600/20 ring-inset',
        className,
      )}
    >
      <FlaskConical aria-hidden="true" className="size-3.5" />
      {MESSAGES.demoBadge}
    </span>
  );
}
