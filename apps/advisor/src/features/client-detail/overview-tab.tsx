import { clientNetWorthHistory } from '@traguardo/sample-data/client-insights';
import { type BookClient } from '@traguardo/domain/client-book-schemas';
import { allocationOf } from '@traguardo/sample-data/client-file-insights';
import { DeferredAreaChart, DeferredDonutChart } from '@traguardo/ui/deferred-charts';

export function OverviewTab({ client }: { client: BookClient }) {
  const history = clientNetWorthHistory(client);
  const allocation = allocationOf(client);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section className="space-y-2">
        <h3 className="font-semibold text-slate-900">Andamento patrimonio</h3>
        <DeferredAreaChart
          title={`Andamento del patrimonio di ${client.name}`}
          labels={history.map((point) => point.month)}
          series={[{ label: 'Patrimonio', data: history.map((point) => point.value) }]}
          axis="euro-k"
        />
      </section>
      <section className="space-y-2">
        <h3 className="font-semibold text-slate-900">Allocazione del portafoglio</h3>
        <DeferredDonutChart
          title={`Allocazione del portafoglio di ${client.name}`}
          labels={allocation.map((item) => item.name)}
          series={[{ label: 'Quota', data: allocation.map((item) => item.value) }]}
          axis="percent"
        />
      </section>
    </div>
  );
}
