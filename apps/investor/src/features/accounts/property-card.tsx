import { Building2 } from 'lucide-react';
import { property } from '@traguardo/sample-data/accounts';
import { SectionCard } from '@traguardo/ui/card';
import { PropertyFigures } from './property-figures';

/** The demo household's house: not an account of its ledger, counted by Home beside them. */
export function PropertyCard() {
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
      <PropertyFigures value={property.value} mortgageBalance={property.mortgageBalance} />
    </SectionCard>
  );
}
