import { NET_WORTH_CHART_MONTHS } from '@traguardo/domain/constants';
import { cashFlowSeries, netWorthSeries } from '@traguardo/sample-data/series';
import { Card, CardContent, CardHeader, CardTitle } from '@traguardo/ui/card';
import { deferredChart } from '@traguardo/ui/deferred-chart';

// chart.js arrives after the first render: the charts sit below the fold.
const AreaChart = deferredChart(() => import('@traguardo/ui/area-chart').then((m) => m.AreaChart));
const BarChart = deferredChart(() => import('@traguardo/ui/bar-chart').then((m) => m.BarChart));

export function HomeCharts() {
  const netWorth = netWorthSeries.slice(-NET_WORTH_CHART_MONTHS);
  return (
    <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
      <Card as="section" aria-labelledby="home-charts-1">
        <CardHeader>
          <CardTitle>
            <span id="home-charts-1">Andamento del patrimonio</span>
          </CardTitle>
        </CardHeader>
        <CardContent className="relative overflow-hidden">
          <AreaChart
            title="Patrimonio netto negli ultimi 12 mesi"
            labels={netWorth.map((p) => p.month)}
            series={[{ label: 'Patrimonio netto', data: netWorth.map((p) => p.value) }]}
            axis="euro-k"
          />
        </CardContent>
      </Card>
      <Card as="section" aria-labelledby="home-charts-2">
        <CardHeader>
          <CardTitle>
            <span id="home-charts-2">Flusso di cassa mensile</span>
          </CardTitle>
        </CardHeader>
        <CardContent className="relative overflow-hidden">
          <BarChart
            title="Entrate e uscite mensili"
            labels={cashFlowSeries.map((p) => p.month)}
            series={[
              { label: 'Entrate', data: cashFlowSeries.map((p) => p.income), color: '#10b981' },
              { label: 'Uscite', data: cashFlowSeries.map((p) => p.expenses), color: '#ef4444' },
            ]}
            axis="euro-k"
          />
        </CardContent>
      </Card>
    </div>
  );
}
