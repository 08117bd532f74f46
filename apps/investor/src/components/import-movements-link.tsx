import { FileUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@traguardo/ui/button';
import { useProfileStore } from '../stores/profile-store';

/** "Importa movimenti", on Conti and Movimenti: only the own profile imports a bank's file. */
export function ImportMovementsLink() {
  const own = useProfileStore((s) => s.profile === 'own');
  if (!own) return null;
  return (
    <Link
      to="/import"
      className={buttonClassName({
        variant: 'secondary',
        size: 'lg',
        className: 'w-full sm:w-auto',
      })}
    >
      <FileUp aria-hidden="true" className="size-5" />
      Importa movimenti
    </Link>
  );
}
