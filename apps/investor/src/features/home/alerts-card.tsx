import { memo } from 'react';
import { PiggyBank, Repeat, Target, type LucideIcon } from 'lucide-react';
import { homeAlerts, type HomeAlertKind } from '@traguardo/sample-data/investor-home';
import { SectionCard } from '@traguardo/ui/card';

const alertIcon: Record<HomeAlertKind, LucideIcon> = {
  'recurring-charge': Repeat,
  'emergency-fund': PiggyBank,
  'goal-progress': Target,
};

export const AlertsCard = memo(function AlertsCard() {
  return (
    <SectionCard title="Avvisi recenti">
      <ul className="space-y-3">
        {homeAlerts.map((alert) => {
          const Icon = alertIcon[alert.kind];
          return (
            <li key={alert.id} className="flex gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <div>
                <p className="font-medium text-slate-900">{alert.title}</p>
                <p className="text-sm text-slate-600">{alert.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
});
