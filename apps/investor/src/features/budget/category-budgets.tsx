import { memo, useState } from 'react';
import { formatPercent } from '@traguardo/domain/format';
import { type BudgetLine } from '@traguardo/domain/ledger-cash-flow';
import { type Month } from '@traguardo/domain/ledger-month';
import { formatCents } from '@traguardo/domain/ledger-money';
import { type LedgerCategory } from '@traguardo/domain/ledger-schemas';
import { type CategoryBar } from '@traguardo/domain/month-budget';
import { Button } from '@traguardo/ui/button';
import { SectionCard } from '@traguardo/ui/card';
import { ProgressBar } from '@traguardo/ui/progress-bar';
import { BudgetForm } from './budget-form';

type CategoryBudgetsProps = {
  month: Month;
  bars: readonly CategoryBar[];
  budgets: readonly BudgetLine[];
  categories: readonly LedgerCategory[];
};

export const CategoryBudgets = memo(function CategoryBudgets({
  month,
  bars,
  budgets,
  categories,
}: CategoryBudgetsProps) {
  const [editing, setEditing] = useState(false);
  const name = (id: string) => categories.find((c) => c.id === id)?.name ?? id;
  return (
    <SectionCard
      title="Budget per categoria"
      contentClassName="space-y-4"
      aside={
        editing ? undefined : (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            Imposta budget
          </Button>
        )
      }
    >
      {editing && (
        <BudgetForm
          key={month}
          month={month}
          categories={categories}
          budgets={budgets}
          onDone={() => setEditing(false)}
        />
      )}
      {bars.length === 0 ? (
        <p className="text-sm text-slate-600">
          Nessun budget né spesa in questo mese: con “Imposta budget” fissi quanto spendere per ogni
          categoria.
        </p>
      ) : (
        <ul className="space-y-3">
          {bars.map((bar) => (
            <li key={bar.categoryId} className="space-y-1">
              <p className="flex justify-between gap-2 text-sm">
                <span className="font-medium text-slate-900">{name(bar.categoryId)}</span>
                <span className="text-slate-700 tabular-nums">
                  {bar.percent === null
                    ? formatCents(bar.spent)
                    : `${formatCents(bar.spent)} · ${formatPercent(bar.percent)}`}
                </span>
              </p>
              {bar.percent === null || bar.budget === null ? (
                <p className="text-xs text-slate-600">Nessun budget per questa categoria</p>
              ) : (
                <>
                  <ProgressBar
                    value={bar.percent}
                    color={bar.over ? 'red' : 'green'}
                    label={`Budget ${name(bar.categoryId)}`}
                  />
                  <p className="text-xs text-slate-600">{`Budget ${formatCents(bar.budget)}`}</p>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
});
