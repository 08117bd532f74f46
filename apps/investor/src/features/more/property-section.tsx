import { House } from 'lucide-react';
import { loanToValue } from '@traguardo/domain/accounts';
import { formatEuro, formatPercentOneDecimal } from '@traguardo/domain/format';
import { property } from '@traguardo/sample-data/accounts';
import { propertyExtras } from '@traguardo/sample-data/investor-extras';
import { SectionFacts } from './section-facts';
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
      <div className="mb-3">
        <p className="font-medium text-slate-900">{property.name}</p>
        <p className="text-sm text-slate-600">{property.address}</p>
      </div>
      <SectionFacts
        facts={rows}
        dateLabel="Fine del mutuo"
        date={propertyExtras.mortgageEnd}
        notes={propertyExtras.notes}
      />
    </SectionCard>
  );
}
