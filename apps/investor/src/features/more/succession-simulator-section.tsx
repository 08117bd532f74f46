import { Calculator } from 'lucide-react';
import { type EstateRowDraft, type HeirDraft } from '@traguardo/domain/succession-form';
import { type LiabilityRowDraft } from '@traguardo/domain/succession-liability-form';
import { SectionCard } from './section-card';
// Imported with the screen, not lazily: Altro shows the tool in both profiles as soon as it
// is live, so its code comes in the screen's own round of requests (route-pages.ts).
import { SuccessionTool } from './succession-tool';

type SuccessionSimulatorSectionProps = {
  /** The estate and its debts to start from; undefined while they are being read. */
  estate:
    { goods: readonly EstateRowDraft[]; liabilities: readonly LiabilityRowDraft[] } | undefined;
  heirs: readonly HeirDraft[];
  /** Where the estate comes from, shown above the tool. */
  description: string;
};

/** What the tool starts from, as one string: it changes when any row does. */
function estateKey(estate: NonNullable<SuccessionSimulatorSectionProps['estate']>): string {
  return JSON.stringify(estate);
}

/** Altro → "Simula successione". */
export function SuccessionSimulatorSection({
  estate,
  heirs,
  description,
}: SuccessionSimulatorSectionProps) {
  return (
    <SectionCard title="Simula successione" icon={Calculator}>
      <p className="mb-3 text-sm text-slate-700">{description}</p>
      {estate === undefined ? (
        <p className="text-sm text-slate-700">Caricamento della simulazione…</p>
      ) : (
        // A tool started from other figures than the estate's (an account added or changed,
        // here or in another tab) starts again from the estate.
        <SuccessionTool
          key={estateKey(estate)}
          initialEstate={estate.goods}
          initialLiabilities={estate.liabilities}
          initialHeirs={heirs}
        />
      )}
    </SectionCard>
  );
}
