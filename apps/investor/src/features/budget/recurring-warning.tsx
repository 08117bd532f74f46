import { TriangleAlert } from 'lucide-react';
import { formatEuroCents } from '@traguardo/domain/format';
import { transactions } from '@traguardo/sample-data/transactions';
import { recurringCosts } from './recurring-costs';

export function RecurringWarning() {
  const { count, total } = recurringCosts(transactions);
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
          {`Hai ${count} addebiti ricorrenti per un totale di ${formatEuroCents(total)} al mese. Controlla gli abbonamenti che non usi più.`}
        </p>
      </div>
    </section>
  );
}
