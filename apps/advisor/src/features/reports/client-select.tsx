import { type Client } from '@traguardo/domain/entities';
import { formatEuro } from '@traguardo/domain/format';
import { MESSAGES } from '@traguardo/domain/messages';
import { statusLabel, totalAum } from '@traguardo/domain/status';
import { ALL_CLIENTS } from './report-subject';

type ClientSelectProps = {
  clients: readonly Client[];
  value: string;
  onChange: (clientId: string) => void;
};

/**
 * The client choice of a very long list (the 10,000-client scale build): one native
 * select, which the browser renders at once, instead of a card per client. Each option
 * keeps what a card shows: name, net worth and status badge.
 */
export function ClientSelect({ clients, value, onChange }: ClientSelectProps) {
  return (
    <label className="block space-y-1">
      <span className="block text-sm font-medium text-slate-800">Cliente</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
      >
        <option value={ALL_CLIENTS}>
          {`${MESSAGES.allClients} · Report aggregato · ${formatEuro(totalAum(clients))}`}
        </option>
        {clients.map((client) => (
          <option key={client.id} value={client.id}>
            {`${client.name} · ${formatEuro(client.netWorth)} · ${statusLabel(client.status, 'report')}`}
          </option>
        ))}
      </select>
    </label>
  );
}
