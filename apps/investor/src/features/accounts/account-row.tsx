import { Link } from 'react-router-dom';
import { accountBalanceTone, type BalanceTone } from '@traguardo/domain/accounts';
import { formatDate, formatEuro } from '@traguardo/domain/format';
import { buttonClassName, Button } from '@traguardo/ui/button';
import { NegativeCashWarning } from '../../components/negative-cash-warning';
import { OpeningBalanceNotice } from '../../components/opening-balance-notice';
import { useProfileStore } from '../../stores/profile-store';
import { displayedAccount, type AccountRow as Row } from './account-rows';
import { ACCOUNT_TYPE_LABELS } from '@traguardo/domain/account-type-labels';

// 700 shades keep 4.5:1 contrast on white.
const balanceClass: Record<BalanceTone, string> = {
  debt: 'text-red-700',
  good: 'text-emerald-700',
  neutral: 'text-slate-900',
  warning: 'text-amber-800',
};

type AccountRowProps = {
  account: Row;
  onEdit: (account: Row) => void;
  onArchive: (account: Row, archived: boolean) => void;
  onDelete: (account: Row) => void;
};

/** One account: name, bank, type, balance and date (spec §4), then its movements and actions. */
export function AccountRow({ account, onEdit, onArchive, onDelete }: AccountRowProps) {
  const shown = displayedAccount(account);
  // The demo's Investi shows its sample portfolio: positions are the own profile's.
  const own = useProfileStore((state) => state.profile) === 'own';
  return (
    <li className="space-y-2 py-3">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{account.name}</p>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            {account.bank === '' ? null : <span>{account.bank}</span>}
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {ACCOUNT_TYPE_LABELS[account.type]}
            </span>
          </p>
        </div>
        <div className="shrink-0 text-right">
          <p className={`font-semibold tabular-nums ${balanceClass[accountBalanceTone(shown)]}`}>
            {formatEuro(shown.balance)}
          </p>
          <p className="text-xs text-slate-600">Aggiornato il {formatDate(account.lastUpdated)}</p>
        </div>
      </div>
      <OpeningBalanceNotice account={account} review={account.review} />
      <NegativeCashWarning cashCents={account.cash} />
      <div className="flex flex-wrap gap-2">
        <Link
          to={`/transactions?conto=${encodeURIComponent(account.id)}`}
          aria-label={`Movimenti di ${account.name}`}
          className={buttonClassName({ variant: 'outline', size: 'sm' })}
        >
          Movimenti
        </Link>
        {own && account.type === 'investment' ? (
          // The positions of an investment account are kept in Investi.
          <Link
            to="/invest#posizioni"
            aria-label={`Posizioni di ${account.name}`}
            className={buttonClassName({ variant: 'outline', size: 'sm' })}
          >
            Posizioni
          </Link>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Modifica ${account.name}`}
          onClick={() => onEdit(account)}
        >
          Modifica
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`${account.archived ? 'Ripristina' : 'Archivia'} ${account.name}`}
          onClick={() => onArchive(account, !account.archived)}
        >
          {account.archived ? 'Ripristina' : 'Archivia'}
        </Button>
        <Button
          variant="danger"
          size="sm"
          aria-label={`Elimina ${account.name}`}
          onClick={() => onDelete(account)}
        >
          Elimina
        </Button>
      </div>
    </li>
  );
}
