import { Calculator, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatDate, formatEuro, formatPercent } from '@traguardo/domain/format';
import { goalProgressColor, isGoalPastDue } from '@traguardo/domain/goals';
import { type LedgerGoal } from '@traguardo/domain/ledger-schemas';
import { goalSimulatorValues, simulatorFieldsFrom } from '@traguardo/domain/simulator-form';
import { Button, buttonClassName } from '@traguardo/ui/button';
import { Card, CardContent } from '@traguardo/ui/card';
import { DetailList } from '@traguardo/ui/detail-list';
import { ProgressBar } from '@traguardo/ui/progress-bar';
import { SIMULATOR_ANCHOR, SIMULATOR_PATH, simulatorParams } from '../../simulation/simulator-url';
import { goalCategoryLabel } from './goal-category-label';

/** The simulator filled with the goal: its amount so far, contribution, years left and target. */
function simulateGoalLink(goal: LedgerGoal) {
  const fields = simulatorFieldsFrom(goalSimulatorValues(goal, new Date()));
  const search = simulatorParams({ fields, realValues: false, afterTax: false }).toString();
  return { pathname: SIMULATOR_PATH, search: `?${search}`, hash: SIMULATOR_ANCHOR };
}

type GoalCardProps = {
  goal: LedgerGoal;
  /** yyyy-mm-dd: a goal not reached by its date says so. */
  today: string;
  /** The account whose balance is the goal's current amount, if it follows one. */
  accountName?: string;
  onEdit: () => void;
  onDelete: () => void;
};

export function GoalCard({ goal, today, accountName, onEdit, onDelete }: GoalCardProps) {
  const overdue = isGoalPastDue(goal, today);
  return (
    <Card as="article" aria-label={goal.name}>
      <CardContent className="space-y-2 pt-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold break-words text-slate-900">{goal.name}</h3>
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
            {
              label: 'Scadenza',
              value: overdue
                ? `${formatDate(goal.targetDate)} · passata, obiettivo non raggiunto`
                : formatDate(goal.targetDate),
            },
            { label: 'Contributo mensile', value: formatEuro(goal.monthlyContribution) },
          ]}
          className="grid grid-cols-2 gap-2 text-xs [&>*]:min-w-0"
          valueClassName="font-medium text-slate-900"
        />
        {accountName !== undefined && (
          <p className="text-xs text-slate-600">{`Segue il saldo di ${accountName}`}</p>
        )}
        <div className="flex flex-wrap gap-1">
          <Link
            to={simulateGoalLink(goal)}
            aria-label={`Simula ${goal.name}`}
            className={buttonClassName({ variant: 'ghost', size: 'sm' })}
          >
            <Calculator aria-hidden="true" className="size-4" />
            Simula
          </Link>
          <Button
            variant="ghost"
            size="sm"
            icon={Pencil}
            aria-label={`Modifica ${goal.name}`}
            onClick={onEdit}
          >
            Modifica
          </Button>
          <Button
            variant="ghost"
            size="sm"
            icon={Trash2}
            aria-label={`Elimina ${goal.name}`}
            onClick={onDelete}
          >
            Elimina
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
