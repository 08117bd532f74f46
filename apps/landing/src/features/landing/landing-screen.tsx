import { DemoBadge } from '@traguardo/ui/demo-badge';
import { RoleCard } from './role-card';

export function LandingScreen() {
  return (
    <main className="min-h-dvh bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-20">
      <title>Scegli il tuo ruolo · Traguardo</title>
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
        <DemoBadge />
        <h1 className="text-4xl font-bold tracking-tight text-brand-800 sm:text-5xl">Traguardo</h1>
        <p className="text-lg text-slate-700">La tua piattaforma di pianificazione finanziaria</p>
      </div>
      <ul
        className="mx-auto mt-10 grid max-w-3xl gap-4 sm:grid-cols-2"
        aria-label="Scegli come entrare"
      >
        <li>
          <RoleCard
            app="investor"
            title="Investitore"
            text="Gestisci le tue finanze personali e raggiungi i tuoi obiettivi"
            action="Inizia come Investitore"
          />
        </li>
        <li>
          <RoleCard
            app="advisor"
            title="Consulente"
            text="Monitora e gestisci il portafoglio dei tuoi clienti"
            action="Accedi come Consulente"
          />
        </li>
      </ul>
    </main>
  );
}
