import { budgetBar } from '@traguardo/domain/budget';
import { formatEuroCents, formatPercent } from '@traguardo/domain/format';
import { spendingCategories } from '@traguardo/sample-data/spending';
import { SectionCard } from '@traguardo/ui/card';
import { ProgressBar } from '@traguardo/ui/progress-bar';

export function CategoryBudgets() {
  return (
    <SectionCard title="Budget per categoria">
      <ul className="space-y-3">
        {spendingCategories.map((category) => {
          const bar = budgetBar(category.value);
          return (
            <li key={category.name} className="space-y-1">
              <p className="flex justify-between gap-2 text-sm">
                <span className="font-medium text-slate-900">{category.name}</span>
                <span className="text-slate-700 tabular-nums">
                  {`${formatEuroCents(category.value)} · ${formatPercent(bar.percent)}`}
                </span>
              </p>
              <ProgressBar
                value={bar.percent}
                color={bar.over ? 'red' : 'green'}
                label={`Budget ${category.name}`}
              />
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
