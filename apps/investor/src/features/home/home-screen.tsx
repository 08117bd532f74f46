import { investorFirstName } from '@traguardo/sample-data/investor-home';
import { AlertsCard } from './alerts-card';
import { AllocationCard } from './allocation-card';
import { AreaStatusCard } from './area-status-card';
import { HomeCharts } from './home-charts';
import { HomeGoalsCard } from './home-goals-card';
import { KpiGrid } from './kpi-grid';
import { MonthlyCard } from './monthly-card';
import { NetWorthCard } from './net-worth-card';
import { QuickActions } from './quick-actions';

export function HomeScreen() {
  return (
    <div className="space-y-4">
      <title>Home · Traguardo</title>
      <div>
        <h1 className="sr-only">Home</h1>
        <p className="text-2xl font-semibold text-slate-900">{`Ciao, ${investorFirstName}!`}</p>
        <p className="text-sm text-slate-600">Ecco come vanno le tue finanze oggi.</p>
      </div>
      <NetWorthCard />
      <QuickActions />
      <KpiGrid />
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <AlertsCard />
        <AreaStatusCard />
      </div>
      <MonthlyCard />
      <HomeCharts />
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <AllocationCard />
        <HomeGoalsCard />
      </div>
    </div>
  );
}
