import { Calculator, Scale } from 'lucide-react';
import { SectionCard } from '@traguardo/ui/card';

export function RebalancingCard() {
  return (
    <SectionCard
      title="Ribilanciamento"
      aside={<Scale aria-hidden="true" className="size-6 text-slate-600" />}
    >
      <p className="text-sm text-slate-700">
        Controlliamo ogni trimestre che il portafoglio resti in linea con il piano scelto e ti
        avvisiamo quando conviene ribilanciare.
      </p>
    </SectionCard>
  );
}

export function SimulatorCard() {
  return (
    <SectionCard
      title="Simulatore"
      aside={<Calculator aria-hidden="true" className="size-6 text-slate-600" />}
    >
      <p className="text-sm text-slate-700">
        Stima quanto potrebbe crescere il tuo capitale con un versamento mensile e il rendimento
        atteso del piano.
      </p>
    </SectionCard>
  );
}
