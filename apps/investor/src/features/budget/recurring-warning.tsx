import { memo } from 'react';
import { TriangleAlert } from 'lucide-react';
import { formatCount } from '@traguardo/domain/format';
import { formatCents } from '@traguardo/domain/ledger-money';
import { type RecurringCosts } from '@traguardo/domain/month-budget';

export const RecurringWarning = memo(function RecurringWarning({
  recurring,
}: {
  recurring: RecurringCosts;
}) {
  const { count, total } = recurring;
  return (
    <section
      aria-labelledby="budget-ricorrenti"
      className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
      <div>
        <h2 id="budget-ricorrenti" className="font-semibold">
          Costi ricorrenti
        </h2>
        <p className="text-sm">
          {`Hai ${formatCount(count, 'addebito ricorrente', 'addebiti ricorrenti')} per un totale di ${formatCents(total)} al mese. Controlla gli abbonamenti che non usi più.`}
        </p>
      </div>
    </section>
  );
});
