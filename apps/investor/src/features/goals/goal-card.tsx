import { Calculator } from 'lucide-react';
import { Link } from 'react-router-dom';
import { type Goal } from '@traguardo/domain/entities';
import { formatDate, formatEuro, formatPercent } from '@traguardo/domain/format';
import { goalProgressColor } from '@traguardo/domain/goals';
import { goalSimulatorValues, simulatorFieldsFrom } from '@traguardo/domain/simulator-form';
import { buttonClassName } from '@traguardo/ui/button';
import { Card, CardContent } from '@traguardo/ui/card';
import { DetailList } from '@traguardo/ui/detail-list';
import { ProgressBar } from '@traguardo/ui/progress-bar';
import { SIMULATOR_ANCHOR, SIMULATOR_PATH, simulatorParams } from '../../simulation/simulator-url';
import { goalCategoryLabel } from './goal-category-label';

/** The simulator filled with the goal: its amount so far, contribution, years left and target. */
function simulateGoalLink(goal: Goal) {
  const fields = simulatorFieldsFrom(goalSimulatorValues(goal, new Date()));
  const search = simulatorParams({ fields, realValues: false, afterTax: false }).toString();
  return { pathname: SIMULATOR_PATH, search: `?${search}`, hash: SIMULATOR_ANCHOR };
}

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
        <DetailList
          items={[
            { label: 'Scadenza', value: formatDate(goal.targetDate) },
            { label: 'Contributo mensile', value: formatEuro(goal.monthlyContribution) },
          ]}
          className="grid grid-cols-2 gap-2 text-xs [&>*]:min-w-0"
          valueClassName="font-medium text-slate-900"
        />
        <Link
          to={simulateGoalLink(goal)}
          aria-label={`Simula ${goal.name}`}
          className={buttonClassName({ variant: 'ghost', size: 'sm' })}
        >
          <Calculator aria-hidden="true" className="size-4" />
          Simula
        </Link>
      </CardContent>
    </Card>
  );
}
