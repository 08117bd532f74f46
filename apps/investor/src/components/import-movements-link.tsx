import { FileUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { serializeTransactionQuery } from '@traguardo/domain/ledger-transaction-query';
import { buttonClassName } from '@traguardo/ui/button';
import { useProfileStore } from '../stores/profile-store';

/**
 * "Importa movimenti", on Conti and Movimenti: only the own profile imports a bank's file.
 * With `accountId` (Movimenti showing one account) the import starts on that account.
 */
export function ImportMovementsLink({ accountId }: { accountId?: string | undefined }) {
  const own = useProfileStore((s) => s.profile === 'own');
  if (!own) return null;
  const query = serializeTransactionQuery({ accountId }).toString();
  return (
    <Link
      to={query === '' ? '/import' : `/import?${query}`}
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
