import { ScreenHeader } from '@traguardo/ui/screen-header';
import { BudgetSummary } from './budget-summary';
import { CategoryBudgets } from './category-budgets';
import { RecentTransactions } from './recent-transactions';
import { RecurringWarning } from './recurring-warning';
import { SpendingChartCard } from './spending-chart-card';

export function BudgetScreen() {
  return (
    <div className="space-y-4">
      <ScreenHeader title="Budget" description="Entrate, uscite e flusso di cassa del mese" />
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
