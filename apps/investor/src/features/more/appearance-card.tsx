import { Palette } from 'lucide-react';
import { ThemeChoice } from '@traguardo/ui/theme-choice';
import { SectionCard } from './section-card';

/** The colour theme of this device: applied at once, no save button. */
export function AppearanceCard() {
  return (
    <SectionCard title="Aspetto" icon={Palette}>
      <ThemeChoice />
    </SectionCard>
  );
}
