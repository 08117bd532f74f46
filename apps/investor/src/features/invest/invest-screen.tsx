import { memo } from 'react';
import { LiveOnly } from '@traguardo/ui/live-only';
import { ScreenHeader } from '@traguardo/ui/screen-header';
import { EtfList } from './etf-list';
import { HighYieldCard } from '../../components/high-yield-card';
import { PlanPicker } from './plan-picker';
import { PortfolioOverview } from './portfolio-overview';
import { RebalancingCard } from './rebalancing-card';
import { SimulatorCard } from './simulator-card';

// The Simulatore keeps its inputs in the address, so every keystroke is a navigation that
// renders this screen again. The cards around it take no props and read their stores
// themselves: memoized, a keystroke renders the Simulatore alone.
const Portfolio = memo(PortfolioOverview);
const Plans = memo(PlanPicker);
const Etfs = memo(EtfList);
const HighYield = memo(HighYieldCard);
const Rebalancing = memo(RebalancingCard);

export function InvestScreen() {
  return (
    <div className="space-y-4">
      <ScreenHeader title="Investi" description="Il tuo portafoglio e i piani per farlo crescere" />
      <Portfolio />
      <Plans />
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        {/* Market figures, the open plan and the address's simulation: once the page is live. */}
        <LiveOnly>
          <Etfs />
        </LiveOnly>
        <div className="space-y-4">
          <HighYield />
          <LiveOnly>
            <Rebalancing />
          </LiveOnly>
        </div>
      </div>
      <LiveOnly>
        <SimulatorCard />
      </LiveOnly>
    </div>
  );
}
