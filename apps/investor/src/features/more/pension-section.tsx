import { PiggyBank } from 'lucide-react';
import { SectionCard } from './section-card';
// Imported with the screen, not lazily: Altro shows it in both profiles as soon as it is
// live, so its code comes in the screen's own round of requests (route-pages.ts).
import { PensionTool } from './pension-tool';

/** Altro → "Fondo pensione o TFR?". */
export function PensionSection({ firstYear }: { firstYear: number }) {
  return (
    <SectionCard title="Fondo pensione o TFR?" icon={PiggyBank}>
      <PensionTool firstYear={firstYear} />
    </SectionCard>
  );
}
