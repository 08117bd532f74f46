import { TriangleAlert } from 'lucide-react';
import { negativeCashWarning } from '@traguardo/domain/investment-cash';

/**
 * The warning of an investment account whose cash is below zero, in words (the icon only
 * marks it); nothing when its cash is not negative or unknown. Conti's row and Investi's
 * "Posizioni" of the account both show it: one account, one warning.
 */
export function NegativeCashWarning({ cashCents }: { cashCents: number | undefined }) {
  const warning = negativeCashWarning(cashCents);
  if (warning === null) return null;
  return (
    <p className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{warning}</span>
    </p>
  );
}
