import { DatabaseBackup } from 'lucide-react';
import { ResetDemoDataButton } from '@traguardo/ui/reset-demo-data-button';
import { resetDemoData } from '../../stores/reset-demo-data';
import { SectionCard } from './section-card';

/** Where the demo's own data can be put back as it was at the first start. */
export function DemoDataCard() {
  return (
    <SectionCard title="Dati della demo" icon={DatabaseBackup}>
      <p className="mb-3 text-sm text-slate-700">
        Le tue modifiche restano salvate su questo dispositivo. Puoi riportare l’app ai dati di
        esempio in qualsiasi momento.
      </p>
      <ResetDemoDataButton
        onReset={resetDemoData}
        lostData="obiettivi aggiunti, conti collegati, documenti caricati, chat e piano scelto"
      />
    </SectionCard>
  );
}
