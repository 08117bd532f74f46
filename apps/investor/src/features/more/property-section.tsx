import { House } from 'lucide-react';
import { loanToValue } from '@traguardo/domain/accounts';
import { formatDate, formatEuro, formatPercentOneDecimal } from '@traguardo/domain/format';
import { property } from '@traguardo/sample-data/accounts';
import { propertyExtras } from '@traguardo/sample-data/investor-extras';
import { SectionCard } from './section-card';

export function PropertySection() {
  const rows = [
    ['Valore stimato', formatEuro(property.value)],
    ['Mutuo residuo', formatEuro(property.mortgageBalance)],
    [
      'Rapporto mutuo/valore',
      formatPercentOneDecimal(loanToValue(property.mortgageBalance, property.value)),
    ],
    ['Rata mensile', formatEuro(propertyExtras.monthlyPayment)],
  ] as const;
  return (
    <SectionCard title="Immobile" icon={House}>
      <p className="font-medium text-slate-900">{property.name}</p>
      <p className="text-sm text-slate-600">{property.address}</p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        Fine del mutuo:{' '}
        <time dateTime={propertyExtras.mortgageEnd}>{formatDate(propertyExtras.mortgageEnd)}</time>
      </p>
      <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
        {propertyExtras.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </SectionCard>
  );
}
