import { ArrowRightLeft } from 'lucide-react';
import { appHref } from '@traguardo/ui/app-links';
import { useApp } from '@traguardo/ui/use-app';
import { SectionCard } from './section-card';

export function DemoModeCard() {
  const { setUserRole } = useApp();

  function switchToAdvisor() {
    setUserRole('advisor');
    // The advisor app is a separate deployment: a full-page load, the role in the URL.
    window.location.assign(appHref('advisor', 'advisor'));
  }

  return (
    <SectionCard title="Modalità demo" icon={ArrowRightLeft}>
      <p className="text-sm text-slate-700">
        Guarda la stessa piattaforma dal punto di vista del consulente finanziario.
      </p>
      <button
        type="button"
        onClick={switchToAdvisor}
        className="mt-3 w-full rounded-xl bg-brand-700 px-4 py-3 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:w-auto"
      >
        Passa a modalità consulente
      </button>
    </SectionCard>
  );
}
