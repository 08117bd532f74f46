import {
  demoSuccessionEstate,
  demoSuccessionHeirs,
} from '@traguardo/sample-data/succession-family';
import { SuccessionSimulatorSection } from './succession-simulator-section';

/** "Simula successione" on the demo: the sample estate and a sample family. */
export function DemoSuccessionSimulatorSection() {
  return (
    <SuccessionSimulatorSection
      estate={demoSuccessionEstate}
      heirs={demoSuccessionHeirs}
      description="Un esempio con i beni del profilo demo e una famiglia tipo: coniuge e due figli. Modifica i valori e gli eredi per vedere come cambiano le imposte."
    />
  );
}
