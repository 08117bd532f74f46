import { CircleHelp, Settings } from 'lucide-react';
import { showSuccess } from '@traguardo/ui/toast';
import { LiveOnly } from '@traguardo/ui/live-only';
import { AppearanceCard } from './appearance-card';
import { DemoDataCard } from './demo-data-card';
import { DemoModeCard } from './demo-mode-card';
import { InsuranceSection } from './insurance-section';
import { OwnProfileStartCard } from './own-profile-start-card';
import { OwnPropertySection } from './own-property-section';
import { OwnSuccessionSection } from './own-succession-section';
import { OwnTaxForecastSection } from './own-tax-forecast-section';
import { PensionSection } from './pension-section';
import { PropertySection } from './property-section';
import { SendToAdvisorCard } from './send-to-advisor-card';
import { SuccessionSection } from './succession-section';
import { DemoSuccessionSimulatorSection } from './demo-succession-simulator-section';
import { TasksSection } from './tasks-section';
import { TaxForecastSection } from './tax-forecast-section';
import { VaultSummarySection } from './vault-summary-section';
import { YourDataCard } from './your-data-card';
import { useProfileStore } from '../../stores/profile-store';

const headerButton =
  'flex items-center gap-1 rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600';

// The spec leaves what settings and help open undefined; the demo says so rather than doing nothing.
function comingSoon(title: string) {
  showSuccess(title, 'Questa sezione sarà disponibile nella versione completa.');
}

export function MoreScreen() {
  const profile = useProfileStore((state) => state.profile);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <title>Altro · Traguardo</title>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Altro</h1>
        <div className="flex gap-2">
          <button type="button" className={headerButton} onClick={() => comingSoon('Impostazioni')}>
            <Settings aria-hidden="true" className="size-4" />
            Impostazioni
          </button>
          <button type="button" className={headerButton} onClick={() => comingSoon('Aiuto')}>
            <CircleHelp aria-hidden="true" className="size-4" />
            Aiuto
          </button>
        </div>
      </header>
      {/* The sections quote the profile's figures and dates: a screen's height held until live. */}
      <LiveOnly fallback={<div aria-hidden="true" className="min-h-screen" />}>
        <div className="grid items-start gap-4 md:grid-cols-2">
          <VaultSummarySection />
          {profile === 'demo' ? (
            <>
              <TasksSection />
              <TaxForecastSection />
              <SuccessionSection />
              <InsuranceSection />
              <PropertySection />
              <div className="min-w-0 md:col-span-2">
                <DemoSuccessionSimulatorSection />
              </div>
            </>
          ) : (
            <>
              <OwnProfileStartCard />
              <OwnTaxForecastSection />
              <OwnPropertySection />
              <div className="min-w-0 md:col-span-2">
                <OwnSuccessionSection />
              </div>
            </>
          )}
          <div className="min-w-0 md:col-span-2">
            <PensionSection firstYear={new Date().getFullYear()} />
          </div>
        </div>
      </LiveOnly>
      <div className="grid items-start gap-4 md:grid-cols-2">
        <YourDataCard />
        <SendToAdvisorCard />
        <AppearanceCard />
        <DemoModeCard />
        {/* The demo reset touches the demo alone: it is offered while the demo is open. */}
        {profile === 'demo' && <DemoDataCard />}
      </div>
    </div>
  );
}
