import { lazy, Suspense } from 'react';
import { PiggyBank } from 'lucide-react';
import { SectionCard } from './section-card';

// The tool and the tax engine it runs load with this section, not with Altro's first paint.
const PensionTool = lazy(() =>
  import('./pension-tool').then((module) => ({ default: module.PensionTool })),
);

/** Altro → "Fondo pensione o TFR?". */
export function PensionSection({ firstYear }: { firstYear: number }) {
  return (
    <SectionCard title="Fondo pensione o TFR?" icon={PiggyBank}>
      <Suspense fallback={<p className="text-sm text-slate-700">Caricamento del confronto…</p>}>
        <PensionTool firstYear={firstYear} />
      </Suspense>
    </SectionCard>
  );
}
