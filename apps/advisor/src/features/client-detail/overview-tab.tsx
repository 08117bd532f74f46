import { type Client } from '@traguardo/domain/entities';
import { clientAllocation, clientNetWorthHistory } from '@traguardo/sample-data/client-insights';
import { deferredChart } from '@traguardo/ui/deferred-chart';

// chart.js arrives after the screen's first paint (see deferredChart).
const AreaChart = deferredChart(() => import('@traguardo/ui/area-chart').then((m) => m.AreaChart));
const DonutChart = deferredChart(() =>
  import('@traguardo/ui/donut-chart').then((m) => m.DonutChart),
);

export function OverviewTab({ client }: { client: Client }) {
  const history = clientNetWorthHistory(client);
  const allocation = clientAllocation(client);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section className="space-y-2">
        <h3 className="font-semibold text-slate-900">Andamento patrimonio</h3>
        <AreaChart
          title={`Andamento del patrimonio di ${client.name}`}
          labels={history.map((point) => point.month)}
          series={[{ label: 'Patrimonio', data: history.map((point) => point.value) }]}
          axis="euro-k"
        />
      </section>
      <section className="space-y-2">
        <h3 className="font-semibold text-slate-900">Allocazione del portafoglio</h3>
        <DonutChart
          title={`Allocazione del portafoglio di ${client.name}`}
          labels={allocation.map((item) => item.name)}
          series={[{ label: 'Quota', data: allocation.map((item) => item.value) }]}
          axis="percent"
        />
      </section>
    </div>
  );
}
