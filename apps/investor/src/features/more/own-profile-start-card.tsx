import { ListChecks } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SectionCard } from './section-card';

const linkClass =
  'font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * On the own profile, in place of the demo's reminders, succession plan and insurance (sample
 * content that is not the user's): what to do first. The tax forecast, the properties and the
 * succession simulator stay, from the user's data.
 */
export function OwnProfileStartCard() {
  return (
    <SectionCard title="Da dove iniziare" icon={ListChecks}>
      <p className="text-sm text-slate-700">
        Promemoria, piano di successione e assicurazioni li vedi nella demo; la previsione fiscale,
        i tuoi immobili e la simulazione della successione, qui sotto, partono dai tuoi dati. Con i
        tuoi dati inizia da qui:
      </p>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>
          <Link to="/accounts" className={linkClass}>
            Aggiungi i tuoi conti
          </Link>
        </li>
        <li>
          <Link to="/transactions" className={linkClass}>
            Registra i tuoi movimenti
          </Link>
        </li>
        <li>
          <Link to="/goals" className={linkClass}>
            Scegli i tuoi obiettivi
          </Link>
        </li>
        <li>
          <Link to="/vault" className={linkClass}>
            Carica i tuoi documenti
          </Link>
        </li>
      </ol>
    </SectionCard>
  );
}
