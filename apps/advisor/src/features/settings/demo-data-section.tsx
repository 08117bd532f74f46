import { SectionCard } from '@traguardo/ui/card';
import { ResetDemoDataButton } from '@traguardo/ui/reset-demo-data-button';

/** What 'Ripristina dati demo' replaces: the demo's own, whichever book is open. */
const DEMO_RESET_LOST =
  'solo quelle alla demo: profilo, branding e notifiche, note sui clienti, report recenti, cliente selezionato e clienti';
const DEMO_RESET_KEPT =
  'I tuoi clienti, con le loro note e i loro report, e le tue impostazioni restano come sono.';

/** 'Ripristina dati demo', with what it replaces and what it keeps; `onReset` does it. */
export function DemoDataSection({ onReset }: { onReset: () => Promise<void> }) {
  return (
    <SectionCard title="Dati demo" contentClassName="space-y-3">
      <p className="text-sm text-slate-600">
        Le tue modifiche restano salvate su questo dispositivo. Puoi riportare la demo ai dati di
        esempio in ogni momento: i tuoi clienti non cambiano.
      </p>
      <ResetDemoDataButton onReset={onReset} lostData={DEMO_RESET_LOST} kept={DEMO_RESET_KEPT} />
    </SectionCard>
  );
}
