import { BudgetSummary } from './budget-summary';
import { CategoryBudgets } from './category-budgets';
import { RecentTransactions } from './recent-transactions';
import { RecurringWarning } from './recurring-warning';
import { SpendingChartCard } from './spending-chart-card';

export function BudgetScreen() {
  return (
    <div className="space-y-4">
      <title>Budget · Traguardo</title>
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Budget</h1>
        <p className="text-sm text-slate-600">Entrate, uscite e flusso di cassa del mese</p>
      </div>
      <BudgetSummary />
      <RecurringWarning />
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <SpendingChartCard />
        <CategoryBudgets />
      </div>
      <RecentTransactions />
    </div>
  );
}
