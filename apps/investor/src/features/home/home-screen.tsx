import { useDeferredValue, useState } from 'react';
import { investorFirstName } from '@traguardo/sample-data/investor-home';
import { usePageLive } from '@traguardo/app-runtime/page-live';
import { AlertsCard } from './alerts-card';
import { AllocationCard } from './allocation-card';
import { AreaStatusCard } from './area-status-card';
import { FirstAccountInvite } from './first-account-invite';
import { HomeCharts } from './home-charts';
import { HomeGoalsCard } from './home-goals-card';
import { KpiGrid } from './kpi-grid';
import { MonthlyCard } from './monthly-card';
import { NetWorthCard } from './net-worth-card';
import { QuickActions } from './quick-actions';
import { useHomeFigures } from './use-home-figures';

// Every figure comes from the open profile's ledger (use-home-figures.ts). The demo keeps the
// spec's sample person: greeting, alerts, financial areas and the fixed financial score.

export function HomeScreen() {
  const home = useHomeFigures();
  const { profile } = home;
  const figures = home.data?.figures;
  const demo = profile === 'demo';
  // The net worth paints as soon as the figures are read (or change: a movement saved here or
  // in another tab), in Home's first render when they were kept (home-figures-live.ts); the
  // other cards (memoised, so the first render leaves them be) follow in a render of their
  // own, which React runs after that paint and can interrupt. Never another profile's figures.
  const later = useDeferredValue(home, { profile, data: undefined });
  const rest = later.profile === profile ? later.data : undefined;
  const live = usePageLive();
  // Opened inside the app (the page already live), Home paints its net worth first and then
  // mounts the other cards with their figures, one render each: the cards without figures are
  // for the route's HTML and its hydration, which must match it.
  const [openedLive] = useState(live);
  const empty = figures !== undefined && !demo && figures.accountCount === 0;
  return (
    <div className="space-y-4">
      <title>Home · Traguardo</title>
      <div>
        <h1 className="sr-only">Home</h1>
        <p className="text-2xl font-semibold text-slate-900">
          {/* The demo's name once live: the route's HTML greets no one in particular. One text
              node, changed in place: a node of its own for the name would push the "!" aside. */}
          {live && demo ? `Ciao, ${investorFirstName}!` : 'Ciao!'}
        </p>
        <p className="text-sm text-slate-600">Ecco come vanno le tue finanze oggi.</p>
      </div>
      {empty ? (
        <>
          <FirstAccountInvite />
          <QuickActions />
        </>
      ) : (
        <>
          <NetWorthCard netWorth={figures?.netWorth} showScore={demo && figures !== undefined} />
          <QuickActions />
          {/* Until the figures are read each card shows its title and labels, its figures'
              places kept: the same cards, filled in place once read (no layout shift). */}
          {rest === undefined && openedLive ? (
            <div className="min-h-screen" aria-busy="true">
              <p className="sr-only">Lettura dei dati in corso…</p>
            </div>
          ) : (
            <div className="space-y-4" aria-busy={rest === undefined}>
              {rest === undefined && <p className="sr-only">Lettura dei dati in corso…</p>}
              <KpiGrid figures={rest?.figures} demo={demo} />
              <MonthlyCard totals={rest?.figures.thisMonth} />
              <HomeCharts
                history={rest?.figures.netWorthHistory}
                cashFlow={rest?.figures.cashFlow}
              />
              <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
                <AllocationCard allocation={rest?.figures.allocation} />
                <HomeGoalsCard goals={rest?.goals} />
              </div>
              {/* The demo's own cards need the profile known, so they are not in the route's
                HTML: last, they move no card that was there when they come. */}
              {demo && rest !== undefined && (
                <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
                  <AlertsCard />
                  <AreaStatusCard />
                </div>
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
}
