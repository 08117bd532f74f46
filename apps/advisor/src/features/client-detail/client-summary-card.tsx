import { SAVINGS_RATE_RING_MAX } from '@traguardo/domain/constants';
import { type Client } from '@traguardo/domain/entities';
import { formatDate, formatEuro, formatPercent } from '@traguardo/domain/format';
import { Card, CardContent, CardHeader, CardTitle } from '@traguardo/ui/card';
import { CircularProgress } from '@traguardo/ui/circular-progress';
import { StatusBadge } from '@traguardo/ui/status-badge';

export function ClientSummaryCard({ client }: { client: Client }) {
  return (
    <Card as="section">
      <CardHeader>
        <CardTitle>Riepilogo</CardTitle>
        <StatusBadge status={client.status} set="detail" />
      </CardHeader>
      <CardContent className="flex items-center gap-5">
        <CircularProgress
          value={client.savingsRate}
          max={SAVINGS_RATE_RING_MAX}
          color={client.status}
          size="lg"
          label="Tasso di risparmio"
        >
          {formatPercent(client.savingsRate)}
          <span className="text-xs font-normal text-slate-600">risparmio</span>
        </CircularProgress>
        <dl className="space-y-2">
          <div>
            <dt className="text-sm text-slate-600">Patrimonio netto</dt>
            <dd className="text-2xl font-bold text-slate-900">{formatEuro(client.netWorth)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Ultimo contatto</dt>
            <dd className="font-medium text-slate-900">{formatDate(client.lastContact)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
