import { memo } from 'react';
import { Link } from 'react-router-dom';
import { type Client } from '@traguardo/domain/entities';
import { formatDate, formatDecimal, formatEuro, formatPercent } from '@traguardo/domain/format';
import { statusLabel } from '@traguardo/domain/status';
import { StatusBadge } from '@traguardo/ui/status-badge';

type ClientListCardProps = {
  client: Client;
  onSelect: (clientId: string) => void;
};

/**
 * One client of the list; the whole card is a single link to the detail page. Memoized:
 * a search keystroke re-renders only the cards whose client changed.
 */
export const ClientListCard = memo(function ClientListCard({
  client,
  onSelect,
}: ClientListCardProps) {
  return (
    <Link
      to={`/client/${encodeURIComponent(client.id)}`}
      onClick={() => onSelect(client.id)}
      aria-label={`${client.name}, ${statusLabel(client.status, 'dashboard')}`}
      className="block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">{client.name}</h2>
        <StatusBadge status={client.status} set="dashboard" />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">Patrimonio</dt>
          <dd className="font-semibold text-slate-900">{formatEuro(client.netWorth)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Risparmio</dt>
          <dd className="font-semibold text-slate-900">{formatPercent(client.savingsRate)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Fondo emergenza</dt>
          <dd className="font-semibold text-slate-900">
            {formatDecimal(client.emergencyFund)} mesi
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Ultimo contatto</dt>
          <dd className="font-semibold text-slate-900">{formatDate(client.lastContact)}</dd>
        </div>
      </dl>
    </Link>
  );
});
