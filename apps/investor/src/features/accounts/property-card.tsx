import { Building2 } from 'lucide-react';
import { loanToValue } from '@traguardo/domain/accounts';
import { formatEuro, formatPercentOneDecimal } from '@traguardo/domain/format';
import { property } from '@traguardo/sample-data/accounts';
import { SectionCard } from '@traguardo/ui/card';
import { DetailList } from '@traguardo/ui/detail-list';
import { ProgressBar } from '@traguardo/ui/progress-bar';

export function PropertyCard() {
  const ltv = loanToValue(property.mortgageBalance, property.value);
  return (
    <SectionCard
      title="Immobile"
      aside={<Building2 aria-hidden="true" className="size-6 text-slate-600" />}
      contentClassName="space-y-3"
    >
      <div>
        <p className="font-medium text-slate-900">{property.name}</p>
        <p className="text-sm text-slate-600">{property.address}</p>
      </div>
      <DetailList
        items={[
          { label: 'Valore stimato', value: formatEuro(property.value) },
          {
            label: 'Mutuo residuo',
            value: formatEuro(property.mortgageBalance),
            valueClassName: 'font-semibold text-red-700',
          },
        ]}
        className="grid grid-cols-2 gap-3 text-sm [&>*]:min-w-0"
      />
      <div>
        <p className="flex justify-between text-sm">
          <span className="text-slate-600">Rapporto mutuo/valore (LTV)</span>
          <span className="font-semibold text-slate-900">{formatPercentOneDecimal(ltv)}</span>
        </p>
        <ProgressBar value={ltv} label="Rapporto mutuo/valore" color="blue" />
      </div>
    </SectionCard>
  );
}
