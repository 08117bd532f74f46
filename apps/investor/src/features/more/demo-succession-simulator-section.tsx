import {
  demoSuccessionEstate,
  demoSuccessionHeirs,
  demoSuccessionLiabilities,
} from '@traguardo/sample-data/succession-family';
import { SuccessionSimulatorSection } from './succession-simulator-section';

const demoEstate = { goods: demoSuccessionEstate, liabilities: demoSuccessionLiabilities };

/** "Simula successione" on the demo: the sample estate, its debts and a sample family. */
export function DemoSuccessionSimulatorSection() {
  return (
    <SuccessionSimulatorSection
      estate={demoEstate}
      heirs={demoSuccessionHeirs}
      description="Un esempio con i beni e i debiti del profilo demo e una famiglia tipo: coniuge e due figli. Modifica i valori e gli eredi per vedere come cambiano le imposte."
    />
  );
}
