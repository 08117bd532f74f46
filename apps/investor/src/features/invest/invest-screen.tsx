import { lazy, memo, Suspense } from 'react';
import { LiveOnly } from '@traguardo/ui/live-only';
import { ScreenHeader } from '@traguardo/ui/screen-header';
import { EtfList } from './etf-list';
import { HighYieldCard } from '../../components/high-yield-card';
import { useProfileStore } from '../../stores/profile-store';
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
// The own profile's positions and their forms load only when the own profile opens Investi.
const OwnPortfolio = lazy(() =>
  import('./own-portfolio').then((module) => ({ default: module.OwnPortfolio })),
);

export function InvestScreen() {
  // The demo shows its sample portfolio and rebalancing; the own profile its positions (OwnPortfolio).
  const demo = useProfileStore((state) => state.profile) === 'demo';
  return (
    <div className="space-y-4">
      <ScreenHeader title="Investi" description="Il tuo portafoglio e i piani per farlo crescere" />
      {demo ? (
        <Portfolio />
      ) : (
        <LiveOnly fallback={<div aria-hidden="true" className="min-h-40" />}>
          <Suspense fallback={<div aria-hidden="true" className="min-h-40" />}>
            <OwnPortfolio />
          </Suspense>
        </LiveOnly>
      )}
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
