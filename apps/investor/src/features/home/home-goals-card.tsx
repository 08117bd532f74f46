import { Link } from 'react-router-dom';
import { HOME_GOALS_SHOWN } from '@traguardo/domain/constants';
import { formatEuro, formatPercent } from '@traguardo/domain/format';
import { goalProgressColor } from '@traguardo/domain/goals';
import { SectionCard } from '@traguardo/ui/card';
import { ProgressBar } from '@traguardo/ui/progress-bar';

import { useGoalsStore } from '../../stores/goals-store';
import { buttonClassName } from '@traguardo/ui/button';

export function HomeGoalsCard() {
  const goals = useGoalsStore((s) => s.goals).slice(0, HOME_GOALS_SHOWN);
  return (
    <SectionCard title="I tuoi obiettivi" contentClassName="space-y-4">
      <ul className="space-y-4">
        {goals.map((goal) => (
          <li key={goal.id} className="space-y-1.5">
            <p className="flex justify-between gap-2 text-sm">
              <span className="font-medium text-slate-900">{goal.name}</span>
              <span className="text-slate-700">{formatPercent(goal.progress)}</span>
            </p>
            <ProgressBar
              value={goal.progress}
              color={goalProgressColor(goal.progress)}
              label={`Avanzamento ${goal.name}`}
            />
            <p className="text-xs text-slate-600">
              {`${formatEuro(goal.current)} di ${formatEuro(goal.target)}`}
            </p>
          </li>
        ))}
      </ul>
      <Link to="/goals" className={buttonClassName({ variant: 'outline', size: 'sm' })}>
        Tutti gli obiettivi
      </Link>
    </SectionCard>
  );
}
