import { Wallet } from 'lucide-react';
import { useCallback, useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { usePageLive } from '@traguardo/app-runtime/page-live';
import { whenIdle } from '@traguardo/app-runtime/page-settled';
import { addMonths } from '@traguardo/domain/ledger-month';
import { categoryBars } from '@traguardo/domain/month-budget';
import { buttonClassName } from '@traguardo/ui/button';
import { EmptyState } from '@traguardo/ui/empty-state';
import { ScreenHeader } from '@traguardo/ui/screen-header';
import { useLedger, useLedgerQuery } from '../../ledger/use-ledger';
import { useProfileStore } from '../../stores/profile-store';
import { budgetReadAhead, readBudgetAhead } from './budget-prefetch';
import { budgetScreenData } from './budget-screen-data';
import { BudgetSummary } from './budget-summary';
import { CategoryBudgets, type CategoryBudgetFigures } from './category-budgets';
import { MonthPicker } from './month-picker';
import { RecentTransactions } from './recent-transactions';
import { RecurringWarning } from './recurring-warning';
import { SpendingChartCard } from './spending-chart-card';
import { useBudgetMonth } from './use-budget-month';

// Every figure is the chosen month's, from the open profile's ledger, in two decimals (spec).

export function BudgetScreen() {
  const [month, setMonth] = useBudgetMonth();
  const live = usePageLive();
  const demo = useProfileStore((state) => state.profile) === 'demo';
  const db = useLedger();
  const read = useLedgerQuery(
    async (db) => ({ demo: db.profile === 'demo', data: await budgetScreenData(db, month) }),
    [month],
  );
  // A profile still being read shows the cards with no figure, never the other profile's. A month
  // still being read shows at once if it was read ahead (budget-prefetch.ts); otherwise the
  // month before stays on screen, dimmed and busy, and its cards (and chart) are updated in
  // place once the new month is read: a switch rebuilds nothing.
  const current = read !== undefined && read.demo === demo ? read.data : undefined;
  const data =
    current !== undefined && current.month !== month
      ? (budgetReadAhead(db, month) ?? current)
      : current;
  const stale = data !== undefined && data.month !== month;
  // Once a month is on screen, the months beside it are read in an idle moment.
  useEffect(() => {
    if (current === undefined || current.month !== month) return;
    return whenIdle(() => {
      void readBudgetAhead(db, addMonths(month, -1));
      void readBudgetAhead(db, addMonths(month, 1));
    });
  }, [db, month, current]);
  // What the cards receive keeps its identity until the figures change: the cards are
  // memoised, so a render for the address alone (the month chosen) renders the picker only.
  const categories = data?.categories;
  const name = useCallback(
    (id: string) => categories?.find((c) => c.id === id)?.name ?? id,
    [categories],
  );
  const slices = useMemo(
    () =>
      data?.summary.spentByCategory.map((s) => {
        const category = categories?.find((c) => c.id === s.categoryId);
        return {
          name: category?.name ?? s.categoryId,
          color: category?.color ?? '#64748b',
          spent: s.spent,
        };
      }),
    [data, categories],
  );
  const budgetFigures = useMemo(
    (): CategoryBudgetFigures | undefined =>
      data === undefined
        ? undefined
        : {
            month: data.month,
            bars: categoryBars(
              data.budgets,
              data.summary.spentByCategory,
              demo ? 'spend-headroom' : 'no-bar',
            ),
            budgets: data.budgets,
            categories: data.categories,
          },
    [data, demo],
  );
  return (
    <div className="space-y-4">
      <ScreenHeader title="Budget" description="Entrate, uscite e flusso di cassa del mese" />
      {data !== undefined && !demo && data.accountCount === 0 ? (
        <EmptyState
          icon={Wallet}
          title="Prima aggiungi un conto"
          description="Il budget si calcola dai movimenti dei tuoi conti: aggiungi un conto, poi le entrate e le uscite del mese, e qui vedrai quanto spendi per categoria."
          action={
            <Link to="/accounts" className={buttonClassName({ size: 'sm' })}>
              Vai ai conti
            </Link>
          }
        />
      ) : (
        <>
          <MonthPicker month={live ? month : undefined} onChange={setMonth} />
          {/* Until the month is read its cards show their titles and labels, their figures'
              places kept: the same cards, filled in place once read (no layout shift). */}
          <div
            className={stale ? 'space-y-4 opacity-60' : 'space-y-4'}
            aria-busy={data === undefined || stale}
          >
            {data === undefined && <p className="sr-only">Lettura del mese in corso…</p>}
            <BudgetSummary summary={data?.summary} reading={stale} />
            <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
              <SpendingChartCard slices={slices} />
              <CategoryBudgets figures={budgetFigures} />
            </div>
            <RecentTransactions transactions={data?.recent} categoryName={name} />
            {/* Last: shown only once the month is read, it moves no card that was there. */}
            {data !== undefined && data.recurring.count > 0 && (
              <RecurringWarning recurring={data.recurring} />
            )}
          </div>
        </>
      )}
    </div>
  );
}
