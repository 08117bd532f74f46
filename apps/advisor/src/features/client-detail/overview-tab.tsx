import { ChartPie, TrendingUp } from 'lucide-react';
import { type BookClient } from '@traguardo/domain/client-book-schemas';
import { formatEuro } from '@traguardo/domain/format';
import { CLIENT_HISTORY_PAGE_MONTHS } from '@traguardo/sample-data/client-insights';
import { type ClientRecord } from '@traguardo/sample-data/client-record';
import { DeferredAreaChart, DeferredDonutChart } from '@traguardo/ui/deferred-charts';
import { EmptyState } from '@traguardo/ui/empty-state';
import { IMPORT_FILE_STEP } from '@traguardo/domain/client-missing-data';

type OverviewTabProps = { client: BookClient; record: ClientRecord };

export function OverviewTab({ client, record }: OverviewTabProps) {
  const history = record.history?.slice(-CLIENT_HISTORY_PAGE_MONTHS);
  const { allocation } = record;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section className="space-y-2">
        <h3 className="font-semibold text-slate-900">Andamento patrimonio</h3>
        {history === undefined ? (
          <EmptyState
            icon={TrendingUp}
            title="Nessuno storico del patrimonio"
            description={`Di questo cliente è registrato solo il patrimonio netto di oggi, ${formatEuro(client.netWorth)}: l’andamento dei mesi passati non viene stimato.`}
          />
        ) : (
          <DeferredAreaChart
            title={`Andamento del patrimonio di ${client.name}`}
            labels={history.map((point) => point.month)}
            series={[{ label: 'Patrimonio', data: history.map((point) => point.value) }]}
            axis="euro-k"
          />
        )}
      </section>
      <section className="space-y-2">
        <h3 className="font-semibold text-slate-900">Allocazione del portafoglio</h3>
        {allocation === undefined ? (
          <EmptyState
            icon={ChartPie}
            title="Allocazione non registrata"
            description={`Non sappiamo come è investito il patrimonio di questo cliente. ${IMPORT_FILE_STEP}`}
          />
        ) : (
          <DeferredDonutChart
            title={`Allocazione del portafoglio di ${client.name}`}
            labels={allocation.map((item) => item.name)}
            series={[{ label: 'Quota', data: allocation.map((item) => item.value) }]}
            axis="percent"
          />
        )}
      </section>
    </div>
  );
}
