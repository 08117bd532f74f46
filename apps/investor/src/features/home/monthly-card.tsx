import { formatEuro } from '@traguardo/domain/format';
import { cashFlowTotals } from '@traguardo/domain/savings';
import { transactions } from '@traguardo/sample-data/transactions';
import { SectionCard } from '@traguardo/ui/card';

export function MonthlyCard() {
  const { income, expenses, net } = cashFlowTotals(transactions);
  const rows = [
    { label: 'Entrate', value: formatEuro(income), tone: 'text-emerald-700' },
    { label: 'Uscite', value: formatEuro(expenses), tone: 'text-red-700' },
    { label: 'Risparmio netto', value: formatEuro(net), tone: 'text-brand-800' },
  ];
  return (
    <SectionCard title="Questo mese">
      <dl className="grid grid-cols-3 gap-2 [&>*]:min-w-0">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-xs text-slate-600">{row.label}</dt>
            <dd className={`font-semibold tabular-nums ${row.tone}`}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
