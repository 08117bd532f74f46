import { Wallet } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@traguardo/ui/button';
import { EmptyState } from '@traguardo/ui/empty-state';

/** What an own profile with no account sees first on Home. */
export function FirstAccountInvite() {
  return (
    <section aria-labelledby="home-inizia">
      <h2 id="home-inizia" className="sr-only">
        Per iniziare
      </h2>
      <EmptyState
        icon={Wallet}
        title="Aggiungi il tuo primo conto"
        description="Patrimonio, entrate, uscite e indicatori si calcolano dai tuoi conti e dai tuoi movimenti. Inizia dal conto corrente: il saldo di oggi basta."
        action={
          <Link to="/accounts" className={buttonClassName({ size: 'sm' })}>
            Vai ai conti
          </Link>
        }
      />
    </section>
  );
}
