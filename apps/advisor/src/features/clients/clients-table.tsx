import { ArrowDown, ArrowUp } from 'lucide-react';
import { type ClientSort, type ClientSortKey, sortClients } from '@traguardo/domain/client-sort';
import { type Client } from '@traguardo/domain/entities';
import {
  formatCount,
  formatDate,
  formatDecimal,
  formatEuro,
  formatFeePercent,
  formatPercent,
} from '@traguardo/domain/format';
import { StatusBadge } from '@traguardo/ui/status-badge';
import { ClientLink } from '../../components/client-link';
import { useSelectClient } from '../../stores/selection-store';

/** Rows drawn at once: beyond this the table asks for a search (a 10,000-row table is slow). */
export const TABLE_ROWS_MAX = 200;

const COLUMNS: readonly { key: ClientSortKey; label: string; numeric: boolean }[] = [
  { key: 'name', label: 'Nome', numeric: false },
  { key: 'status', label: 'Stato', numeric: false },
  { key: 'netWorth', label: 'Patrimonio netto', numeric: true },
  { key: 'savingsRate', label: 'Tasso di risparmio', numeric: true },
  { key: 'emergencyFund', label: 'Fondo emergenza', numeric: true },
  { key: 'investmentFee', label: 'Costi investimento', numeric: true },
  { key: 'insuranceGap', label: 'Gap assicurativo', numeric: true },
  { key: 'lastContact', label: 'Ultimo contatto', numeric: false },
];

type ClientsTableProps = {
  clients: readonly Client[];
  sort: ClientSort | undefined;
  onSort: (sort: ClientSort) => void;
};

/** The book as a table (desktop), sortable by any column; the sort lives in the address. */
export function ClientsTable({ clients, sort, onSort }: ClientsTableProps) {
  const select = useSelectClient();
  const sorted = sort === undefined ? clients : sortClients(clients, sort);
  const rows = sorted.slice(0, TABLE_ROWS_MAX);
  return (
    <div className="space-y-2">
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        <table className="w-full text-sm">
          <caption className="sr-only">Clienti, ordinabili per colonna</caption>
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr>
              {COLUMNS.map(({ key, label, numeric }) => {
                const active = sort?.key === key ? sort.direction : undefined;
                const Arrow = active === 'desc' ? ArrowDown : ArrowUp;
                return (
                  <th
                    key={key}
                    scope="col"
                    aria-sort={
                      active === undefined ? 'none' : active === 'asc' ? 'ascending' : 'descending'
                    }
                    className={`px-3 py-2 font-medium ${numeric ? 'text-right' : ''}`}
                  >
                    <button
                      type="button"
                      onClick={() => onSort({ key, direction: active === 'asc' ? 'desc' : 'asc' })}
                      className="inline-flex items-center gap-1 hover:text-brand-700"
                    >
                      {label}
                      {active !== undefined && <Arrow className="size-3.5" aria-hidden="true" />}
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((client) => (
              <tr key={client.id}>
                <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                  <ClientLink client={client} onSelect={select} className="hover:underline">
                    {client.name}
                  </ClientLink>
                </th>
                <td className="px-3 py-2">
                  <StatusBadge status={client.status} set="dashboard" />
                </td>
                <td className="px-3 py-2 text-right">{formatEuro(client.netWorth)}</td>
                <td className="px-3 py-2 text-right">{formatPercent(client.savingsRate)}</td>
                <td className="px-3 py-2 text-right">{`${formatDecimal(client.emergencyFund)} mesi`}</td>
                <td className="px-3 py-2 text-right">{formatFeePercent(client.investmentFee)}</td>
                <td className="px-3 py-2 text-right">{formatPercent(client.insuranceGap)}</td>
                <td className="px-3 py-2">{formatDate(client.lastContact)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {sorted.length > rows.length && (
        <p className="text-sm text-slate-600">
          {`Mostrati i primi ${formatCount(rows.length, 'cliente', 'clienti')} su ${sorted.length}: usa la ricerca per trovarne altri.`}
        </p>
      )}
    </div>
  );
}
