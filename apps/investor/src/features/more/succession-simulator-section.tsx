import { lazy, Suspense } from 'react';
import { Calculator } from 'lucide-react';
import { type EstateRowDraft, type HeirDraft } from '@traguardo/domain/succession-form';
import { SectionCard } from './section-card';

// The tool and the succession engine load with this section, not with Altro's first paint.
const SuccessionTool = lazy(() =>
  import('./succession-tool').then((module) => ({ default: module.SuccessionTool })),
);

type SuccessionSimulatorSectionProps = {
  /** The estate to start from; undefined while it is being read. */
  estate: readonly EstateRowDraft[] | undefined;
  heirs: readonly HeirDraft[];
  /** Where the estate comes from, shown above the tool. */
  description: string;
};

/** What the tool starts from, as one string: it changes when any row does. */
function estateKey(estate: readonly EstateRowDraft[]): string {
  return JSON.stringify(estate);
}

/** Altro → "Simula successione". */
export function SuccessionSimulatorSection({
  estate,
  heirs,
  description,
}: SuccessionSimulatorSectionProps) {
  const loading = <p className="text-sm text-slate-700">Caricamento della simulazione…</p>;
  return (
    <SectionCard title="Simula successione" icon={Calculator}>
      <p className="mb-3 text-sm text-slate-700">{description}</p>
      {estate === undefined ? (
        loading
      ) : (
        <Suspense fallback={loading}>
          {/* A tool started from other figures than the estate's (an account added or changed,
              here or in another tab) starts again from the estate. */}
          <SuccessionTool key={estateKey(estate)} initialEstate={estate} initialHeirs={heirs} />
        </Suspense>
      )}
    </SectionCard>
  );
}
