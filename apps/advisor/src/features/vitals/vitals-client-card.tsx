import { memo } from 'react';
import {
  formatDate,
  formatDecimal,
  formatEuro,
  formatFeePercent,
  formatPercent,
} from '@traguardo/domain/format';
import { statusLabel } from '@traguardo/domain/status';
import { toneFill } from '@traguardo/ui/tone';
import { ClientLink, type ClientCard, type ClientCardProps } from '../../components/client-link';
import { SavingsRateRing } from '../../components/savings-rate-ring';

/** Memoized: a filter switch re-renders only the cards whose client changed. */
export const VitalsClientCard = memo(function VitalsClientCard({
  client,
  onSelect,
}: ClientCardProps) {
  const status = statusLabel(client.status, 'dashboard');
  return (
    <ClientLink
      client={client}
      onSelect={onSelect}
      className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <div className="relative">
        <SavingsRateRing client={client} size="md" label={`Tasso di risparmio di ${client.name}`} />
        <span
          className={`absolute top-0 right-0 size-3.5 rounded-full ring-2 ring-white ${toneFill[client.status]}`}
          aria-hidden="true"
        />
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="truncate font-semibold text-slate-900">{client.name}</h3>
        <p className="text-sm text-slate-600">
          Stato: <span className="font-medium text-slate-800">{status}</span>
        </p>
        <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">Fondo emergenza</dt>
          <dd className="text-right font-medium">{formatDecimal(client.emergencyFund)} mesi</dd>
          <dt className="text-slate-600">Costi investimento</dt>
          <dd className="text-right font-medium">{formatFeePercent(client.investmentFee)}</dd>
          <dt className="text-slate-600">Gap assicurativo</dt>
          <dd className="text-right font-medium">{formatPercent(client.insuranceGap)}</dd>
          <dt className="text-slate-600">Patrimonio</dt>
          <dd className="text-right font-semibold" data-testid="net-worth">
            {formatEuro(client.netWorth)}
          </dd>
          <dt className="text-slate-600">Ultimo contatto</dt>
          <dd className="text-right font-medium">{formatDate(client.lastContact)}</dd>
        </dl>
      </div>
    </ClientLink>
  );
});

export const vitalsClientCard: ClientCard = { component: VitalsClientCard, estimatedHeight: 262 };
