import { formatEuro, formatPercentOneDecimal } from '@traguardo/domain/format';
import {
  portfolioAllocation,
  portfolioChangePercent,
  portfolioValue,
} from '@traguardo/sample-data/portfolio';
import { benchmarkSeries } from '@traguardo/sample-data/series';
import { Card, CardContent, CardHeader, CardTitle } from '@traguardo/ui/card';
import { deferredChart } from '@traguardo/ui/deferred-chart';

// chart.js arrives after the screen's first paint (see deferredChart).
const DonutChart = deferredChart(() =>
  import('@traguardo/ui/donut-chart').then((m) => m.DonutChart),
);
const LineChart = deferredChart(() => import('@traguardo/ui/line-chart').then((m) => m.LineChart));

// Chart cards are `relative overflow-hidden`: the chart's visually hidden data table is
// absolutely positioned and, being a table, ignores `sr-only`'s 1px width, so unclipped
// it would widen the page on phones.
export function PortfolioOverview() {
  return (
    <div className="grid gap-4 lg:grid-cols-3 [&>*]:min-w-0">
      <Card as="section" aria-labelledby="investi-valore" className="overflow-hidden">
        <CardContent className="h-full bg-brand-800 pt-4 text-white">
          <h2 id="investi-valore" className="text-sm font-medium text-brand-50">
            Valore del portafoglio
          </h2>
          <p className="mt-1 text-3xl font-bold tabular-nums">{formatEuro(portfolioValue)}</p>
          <p className="mt-1 text-sm">{`+${formatPercentOneDecimal(portfolioChangePercent)} da inizio anno`}</p>
        </CardContent>
      </Card>
      <Card as="section" aria-labelledby="portfolio-overview-1">
        <CardHeader>
          <CardTitle>
            <span id="portfolio-overview-1">Allocazione</span>
          </CardTitle>
        </CardHeader>
        <CardContent className="relative overflow-hidden">
          <DonutChart
            title="Allocazione attuale del portafoglio"
            labels={portfolioAllocation.map((item) => item.name)}
            series={[{ label: 'Peso', data: portfolioAllocation.map((item) => item.value) }]}
            axis="percent"
          />
        </CardContent>
      </Card>
      <Card as="section" aria-labelledby="portfolio-overview-2">
        <CardHeader>
          <CardTitle>
            <span id="portfolio-overview-2">Portafoglio e benchmark</span>
          </CardTitle>
        </CardHeader>
        <CardContent className="relative overflow-hidden">
          <LineChart
            title="Rendimento da inizio anno del portafoglio rispetto al benchmark"
            labels={benchmarkSeries.map((p) => p.month)}
            series={[
              { label: 'Portafoglio', data: benchmarkSeries.map((p) => p.portfolio) },
              { label: 'Benchmark', data: benchmarkSeries.map((p) => p.benchmark) },
            ]}
            axis="percent"
          />
        </CardContent>
      </Card>
    </div>
  );
}
