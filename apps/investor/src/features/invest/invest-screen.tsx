import { EtfList } from './etf-list';
import { HighYieldCard } from '../../components/high-yield-card';
import { PlanPicker } from './plan-picker';
import { PortfolioOverview } from './portfolio-overview';
import { RebalancingCard } from './rebalancing-card';
import { SimulatorCard } from './simulator-card';

export function InvestScreen() {
  return (
    <div className="space-y-4">
      <title>Investi · Traguardo</title>
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Investi</h1>
        <p className="text-sm text-slate-600">Il tuo portafoglio e i piani per farlo crescere</p>
      </div>
      <PortfolioOverview />
      <PlanPicker />
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <EtfList />
        <div className="space-y-4">
          <HighYieldCard />
          <RebalancingCard />
        </div>
      </div>
      <SimulatorCard />
    </div>
  );
}
