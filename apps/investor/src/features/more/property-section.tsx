import { House } from 'lucide-react';
import { loanToValue } from '@traguardo/domain/accounts';
import { formatDate, formatEuro, formatPercentOneDecimal } from '@traguardo/domain/format';
import { property } from '@traguardo/sample-data/accounts';
import { propertyExtras } from '@traguardo/sample-data/investor-extras';
import { DetailList } from '@traguardo/ui/detail-list';
import { SectionCard } from './section-card';

export function PropertySection() {
  const rows = [
    { label: 'Valore stimato', value: formatEuro(property.value) },
    { label: 'Mutuo residuo', value: formatEuro(property.mortgageBalance) },
    {
      label: 'Rapporto mutuo/valore',
      value: formatPercentOneDecimal(loanToValue(property.mortgageBalance, property.value)),
    },
    { label: 'Rata mensile', value: formatEuro(propertyExtras.monthlyPayment) },
  ];
  return (
    <SectionCard title="Immobile" icon={House}>
      <p className="font-medium text-slate-900">{property.name}</p>
      <p className="text-sm text-slate-600">{property.address}</p>
      <DetailList
        items={rows}
        className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm"
        itemClassName="flex flex-col"
      />
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
