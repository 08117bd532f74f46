import { type BookClient } from '@traguardo/domain/client-book-schemas';
import { formatEuro, formatPercent } from '@traguardo/domain/format';
import { goalProgressColor } from '@traguardo/domain/goals';
import { DeferredBarChart } from '@traguardo/ui/deferred-charts';
import { ProgressBar } from '@traguardo/ui/progress-bar';
import { type AdvisorGoal } from '@traguardo/domain/entities';
import { EmptyState } from '@traguardo/ui/empty-state';
import { Target } from 'lucide-react';
import { IMPORT_FILE_STEP } from '@traguardo/domain/client-missing-data';

type GoalsTabProps = { client: BookClient; goals: readonly AdvisorGoal[] };

export function GoalsTab({ client, goals }: GoalsTabProps) {
  if (goals.length === 0) {
    return (
      <EmptyState
        icon={Target}
        title="Nessun obiettivo registrato"
        description={IMPORT_FILE_STEP}
      />
    );
  }
  return (
    <div className="space-y-5">
      <DeferredBarChart
        title={`Avanzamento degli obiettivi di ${client.name}`}
        labels={goals.map((goal) => goal.name)}
        series={[{ label: 'Avanzamento', data: goals.map((goal) => goal.progress) }]}
        axis="percent"
      />
      <ul className="grid gap-3 md:grid-cols-2">
        {goals.map((goal) => (
          <li key={goal.id} className="rounded-xl border border-slate-200 p-4">
            <div className="flex items-baseline justify-between gap-2">
              <h3 className="font-semibold text-slate-900">{goal.name}</h3>
              <span className="text-sm font-medium text-slate-700">
                {formatPercent(goal.progress)}
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {formatEuro(goal.current)} di {formatEuro(goal.target)}
            </p>
            <div className="mt-3">
              <ProgressBar
                value={goal.progress}
                color={goalProgressColor(goal.progress)}
                label={`Avanzamento di ${goal.name}`}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
