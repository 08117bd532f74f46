import { type BookClient } from '@traguardo/domain/client-book-schemas';
import { formatEuro, formatPercent } from '@traguardo/domain/format';
import { goalProgressColor } from '@traguardo/domain/goals';
import { DeferredBarChart } from '@traguardo/ui/deferred-charts';
import { ProgressBar } from '@traguardo/ui/progress-bar';
import { goalsOf } from '@traguardo/sample-data/client-file-insights';

export function GoalsTab({ client }: { client: BookClient }) {
  const goals = goalsOf(client);
  if (goals.length === 0) {
    return <p className="py-6 text-center text-slate-600">Nessun obiettivo registrato.</p>;
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
