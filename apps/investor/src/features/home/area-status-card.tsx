import { memo } from 'react';
import { areaStatuses } from '@traguardo/sample-data/investor-home';
import { SectionCard } from '@traguardo/ui/card';
import { StatusBadge } from '@traguardo/ui/status-badge';

export const AreaStatusCard = memo(function AreaStatusCard() {
  return (
    <SectionCard title="Aree finanziarie">
      <ul className="divide-y divide-slate-100">
        {areaStatuses.map((area) => (
          <li key={area.id} className="flex items-center justify-between gap-3 py-2.5">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{area.name}</p>
              <p className="text-sm text-slate-600">{area.summary}</p>
            </div>
            <StatusBadge status={area.status} set="investor" />
          </li>
        ))}
      </ul>
    </SectionCard>
  );
});
