import { Link } from 'react-router-dom';
import { portfolioAllocation } from '@traguardo/sample-data/portfolio';
import { Card, CardContent, CardHeader, CardTitle } from '@traguardo/ui/card';
import { deferredChart } from '@traguardo/ui/deferred-chart';

// chart.js arrives after the first render: the charts sit below the fold.
const DonutChart = deferredChart(() =>
  import('@traguardo/ui/donut-chart').then((m) => m.DonutChart),
);

export function AllocationCard() {
  return (
    <Card as="section" aria-labelledby="allocation-card-1">
      <CardHeader>
        <CardTitle>
          <span id="allocation-card-1">Allocazione del portafoglio</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="relative overflow-hidden space-y-3">
        <DonutChart
          title="Allocazione del portafoglio per classe di attivo"
          labels={portfolioAllocation.map((item) => item.name)}
          series={[{ label: 'Peso', data: portfolioAllocation.map((item) => item.value) }]}
          axis="percent"
        />
        <Link
          to="/accounts"
          className="inline-flex rounded-xl border border-brand-700 px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Vedi i conti
        </Link>
      </CardContent>
    </Card>
  );
}
