import { Link } from 'react-router-dom';
import { buttonClassName } from '@traguardo/ui/button';
import { SectionCard } from '@traguardo/ui/card';

/**
 * On the own profile, in place of the demo's portfolio, charts and rebalancing (a sample
 * portfolio, not the user's): what to do first.
 */
export function OwnPortfolioStart() {
  return (
    <SectionCard title="Il tuo portafoglio" contentClassName="space-y-3">
      <p className="text-slate-700">
        Non hai ancora registrato investimenti. Aggiungi in Conti i tuoi conti titoli e il fondo
        pensione; intanto scegli il piano che fa per te e prova il simulatore qui sotto.
      </p>
      <Link to="/accounts" className={buttonClassName({ variant: 'outline', size: 'sm' })}>
        Vai ai conti
      </Link>
    </SectionCard>
  );
}
