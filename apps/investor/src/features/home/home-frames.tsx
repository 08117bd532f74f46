import { SectionCard } from '@traguardo/ui/card';

const FRAMES = ['Indicatori chiave', 'Questo mese', 'Andamento del patrimonio'] as const;

/** Home's cards while its ledger is being read: their places kept, no figure yet. */
export function HomeFrames() {
  return (
    <div className="space-y-4" aria-busy="true">
      {FRAMES.map((title) => (
        <SectionCard key={title} title={title}>
          <div className="h-24" />
        </SectionCard>
      ))}
    </div>
  );
}
