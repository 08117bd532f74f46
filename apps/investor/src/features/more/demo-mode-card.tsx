import { ArrowRightLeft } from 'lucide-react';
import { appHref } from '@traguardo/ui/app-links';
import { SectionCard } from './section-card';
import { Button } from '@traguardo/ui/button';

export function DemoModeCard() {
  function switchToAdvisor() {
    // The advisor app is a separate deployment: a full-page load, the role in the URL (a
    // role set here would be gone with this page).
    window.location.assign(appHref('advisor', 'advisor'));
  }

  return (
    <SectionCard title="Modalità demo" icon={ArrowRightLeft}>
      <p className="text-sm text-slate-700">
        Guarda la stessa piattaforma dal punto di vista del consulente finanziario.
      </p>
      <Button onClick={switchToAdvisor} size="lg" className="mt-3 w-full sm:w-auto">
        Passa a modalità consulente
      </Button>
    </SectionCard>
  );
}
