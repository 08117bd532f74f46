import { type Goal } from '@traguardo/domain/entities';
import { formatDate, formatEuro, formatPercent } from '@traguardo/domain/format';
import { goalProgressColor } from '@traguardo/domain/goals';
import { Card, CardContent } from '@traguardo/ui/card';
import { ProgressBar } from '@traguardo/ui/progress-bar';
import { goalCategoryLabel } from './goal-category-label';

export function GoalCard({ goal }: { goal: Goal }) {
  return (
    <Card as="article" aria-label={goal.name}>
      <CardContent className="space-y-2 pt-4">
        <div className="flex items-start justify-between gap-2">
          <div>
            <h3 className="font-semibold text-slate-900">{goal.name}</h3>
            <p className="text-xs text-slate-600">{goalCategoryLabel[goal.category]}</p>
          </div>
          <span className="text-sm font-semibold text-slate-900">
            {formatPercent(goal.progress)}
          </span>
        </div>
        <p className="text-sm text-slate-800 tabular-nums">
          {`${formatEuro(goal.current)} / ${formatEuro(goal.target)}`}
        </p>
        <ProgressBar
          value={goal.progress}
          color={goalProgressColor(goal.progress)}
          label={`Avanzamento ${goal.name}`}
        />
        <dl className="grid grid-cols-2 gap-2 text-xs [&>*]:min-w-0">
          <div>
            <dt className="text-slate-600">Scadenza</dt>
            <dd className="font-medium text-slate-900">{formatDate(goal.targetDate)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Contributo mensile</dt>
            <dd className="font-medium text-slate-900">{formatEuro(goal.monthlyContribution)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
