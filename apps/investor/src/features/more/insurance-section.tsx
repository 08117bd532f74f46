import { ShieldCheck } from 'lucide-react';
import { formatEuro } from '@traguardo/domain/format';
import { insuranceCoverage } from '@traguardo/sample-data/investor-extras';
import { SectionCard } from './section-card';

export function InsuranceSection() {
  return (
    <SectionCard title="Copertura assicurativa" icon={ShieldCheck}>
      <ul className="flex flex-col divide-y divide-slate-100">
        {insuranceCoverage.map((policy) => (
          <li key={policy.id} className="py-2">
            <div className="flex items-start justify-between gap-3">
              <p className="font-medium text-slate-900">{policy.name}</p>
              <span
                className={
                  policy.adequate
                    ? 'shrink-0 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800'
                    : 'shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900'
                }
              >
                {policy.adequate ? 'Adeguata' : 'Da integrare'}
              </span>
            </div>
            <p className="text-sm text-slate-600">
              Capitale {formatEuro(policy.coverage)} · Premio {formatEuro(policy.yearlyPremium)}{' '}
              l’anno
            </p>
            <p className="text-sm text-slate-700">{policy.note}</p>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
