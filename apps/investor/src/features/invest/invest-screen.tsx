import { memo } from 'react';
import { LiveOnly } from '@traguardo/ui/live-only';
import { ScreenHeader } from '@traguardo/ui/screen-header';
import { EtfList } from './etf-list';
import { HighYieldCard } from '../../components/high-yield-card';
import { useProfileStore } from '../../stores/profile-store';
import { OwnPortfolioStart } from './own-portfolio-start';
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
  // The portfolio and its rebalancing are the demo's sample portfolio: not the user's own.
  const demo = useProfileStore((state) => state.profile) === 'demo';
  return (
    <div className="space-y-4">
      <ScreenHeader title="Investi" description="Il tuo portafoglio e i piani per farlo crescere" />
      {demo ? <Portfolio /> : <OwnPortfolioStart />}
      <Plans />
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        {/* Market figures, the open plan and the address's simulation: once the page is live. */}
        <LiveOnly>
          <Etfs />
        </LiveOnly>
        <div className="space-y-4">
          <HighYield />
          <LiveOnly>{demo && <Rebalancing />}</LiveOnly>
        </div>
      </div>
      <LiveOnly>
        <SimulatorCard />
      </LiveOnly>
    </div>
  );
}
