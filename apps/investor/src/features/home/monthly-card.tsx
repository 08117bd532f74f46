import { memo } from 'react';
import { Link } from 'react-router-dom';
import { type MonthTotals } from '@traguardo/domain/ledger-cash-flow';
import { formatCentsWhole } from '@traguardo/domain/ledger-money';
import { buttonClassName } from '@traguardo/ui/button';
import { SectionCard } from '@traguardo/ui/card';

export const MonthlyCard = memo(function MonthlyCard({
  totals,
}: {
  /** Undefined while the ledger is read: the labels show, the figures' places kept empty. */
  totals: MonthTotals | undefined;
}) {
  const figure = (cents: (month: MonthTotals) => number) =>
    totals === undefined ? '\u00a0' : formatCentsWhole(cents(totals));
  const rows = [
    { label: 'Entrate', value: figure((t) => t.income), tone: 'text-emerald-700' },
    { label: 'Uscite', value: figure((t) => t.expenses), tone: 'text-red-700' },
    { label: 'Risparmio netto', value: figure((t) => t.net), tone: 'text-brand-800' },
  ];
  return (
    <SectionCard title="Questo mese" contentClassName="space-y-3">
      <dl className="grid grid-cols-3 gap-2 [&>*]:min-w-0">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-xs text-slate-600">{row.label}</dt>
            <dd className={`font-semibold tabular-nums ${row.tone}`}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <Link to="/transactions" className={buttonClassName({ variant: 'outline', size: 'sm' })}>
        Movimenti
      </Link>
    </SectionCard>
  );
});
