import { type Client } from '@traguardo/domain/entities';
import { formatDate, formatEuro } from '@traguardo/domain/format';
import { Card, CardContent, CardHeader, CardTitle } from '@traguardo/ui/card';
import { DetailList } from '@traguardo/ui/detail-list';
import { StatusBadge } from '@traguardo/ui/status-badge';
import { SavingsRateRing } from '../../components/savings-rate-ring';

export function ClientSummaryCard({ client }: { client: Client }) {
  return (
    <Card as="section">
      <CardHeader>
        <CardTitle>Riepilogo</CardTitle>
        <StatusBadge status={client.status} set="detail" />
      </CardHeader>
      <CardContent className="flex items-center gap-5">
        <SavingsRateRing client={client} size="lg" label="Tasso di risparmio" caption="risparmio" />
        <DetailList
          items={[
            {
              label: 'Patrimonio netto',
              value: formatEuro(client.netWorth),
              valueClassName: 'text-2xl font-bold text-slate-900',
            },
            { label: 'Ultimo contatto', value: formatDate(client.lastContact) },
          ]}
          className="space-y-2"
          labelClassName="text-sm text-slate-600"
          valueClassName="font-medium text-slate-900"
        />
      </CardContent>
    </Card>
  );
}
