import { memo } from 'react';
import { Link } from 'react-router-dom';
import { HOME_GOALS_SHOWN } from '@traguardo/domain/constants';
import { type Goal } from '@traguardo/domain/entities';
import { formatEuro, formatPercent } from '@traguardo/domain/format';
import { goalProgressColor } from '@traguardo/domain/goals';
import { SectionCard } from '@traguardo/ui/card';
import { ProgressBar } from '@traguardo/ui/progress-bar';
import { ProgressRowsSpace } from '@traguardo/ui/progress-rows-space';
import { buttonClassName } from '@traguardo/ui/button';

export const HomeGoalsCard = memo(function HomeGoalsCard({
  goals,
}: {
  /** Undefined while the ledger is read: the places of the goals shown, empty. */
  goals: readonly Goal[] | undefined;
}) {
  return (
    <SectionCard title="I tuoi obiettivi" contentClassName="space-y-4">
      {goals === undefined ? (
        <ProgressRowsSpace
          rows={HOME_GOALS_SHOWN}
          listClassName="space-y-4"
          rowClassName="space-y-1.5"
        />
      ) : goals.length === 0 ? (
        <p className="text-sm text-slate-600">
          Nessun obiettivo ancora: fissane uno, per esempio la casa o la pensione, e qui vedrai a
          che punto sei.
        </p>
      ) : (
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
      )}
      <Link to="/goals" className={buttonClassName({ variant: 'outline', size: 'sm' })}>
        Tutti gli obiettivi
      </Link>
    </SectionCard>
  );
});
