import { CircleAlert, CircleCheck } from 'lucide-react';
import { type DocumentStatus } from '@traguardo/domain/entities';

/** Check for a complete document, warning for one to review; the text is for screen readers. */
export function DocumentStatusIcon({ status }: { status: DocumentStatus }) {
  return status === 'complete' ? (
    <span className="text-emerald-600">
      <CircleCheck aria-hidden="true" className="size-6" />
      <span className="sr-only">Completo</span>
    </span>
  ) : (
    <span className="text-amber-600">
      <CircleAlert aria-hidden="true" className="size-6" />
      <span className="sr-only">Da rivedere</span>
    </span>
  );
}
