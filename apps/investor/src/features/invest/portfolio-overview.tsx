import { formatEuro, formatPercentOneDecimal } from '@traguardo/domain/format';
import {
  portfolioAllocation,
  portfolioChangePercent,
  portfolioValue,
} from '@traguardo/sample-data/portfolio';
import { benchmarkSeries } from '@traguardo/sample-data/series';
import { Card, CardContent, SectionCard } from '@traguardo/ui/card';
import { DeferredDonutChart, DeferredLineChart } from '@traguardo/ui/deferred-charts';
import { LiveOnly } from '@traguardo/ui/live-only';

// Chart cards are `relative overflow-hidden`: the chart's visually hidden data table is
// absolutely positioned and, being a table, ignores `sr-only`'s 1px width, so unclipped
// it would widen the page on phones.
export function PortfolioOverview() {
  return (
    <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
      {/* A row of its own on a wide screen: beside the charts it would stretch to their height. */}
      <Card as="section" aria-labelledby="investi-valore" className="overflow-hidden lg:col-span-2">
        <CardContent className="bg-hero pt-4 text-hero-ink">
          <h2 id="investi-valore" className="text-sm font-medium text-hero-muted">
            Valore del portafoglio
          </h2>
          <LiveOnly fallback={<div className="mt-1 h-[4.25rem]" />}>
            <p className="mt-1 text-3xl font-bold tabular-nums">{formatEuro(portfolioValue)}</p>
            <p className="mt-1 text-sm">{`+${formatPercentOneDecimal(portfolioChangePercent)} da inizio anno`}</p>
          </LiveOnly>
        </CardContent>
      </Card>
      <SectionCard title="Allocazione" chart>
        <DeferredDonutChart
          title="Allocazione attuale del portafoglio"
          labels={portfolioAllocation.map((item) => item.name)}
          series={[{ label: 'Peso', data: portfolioAllocation.map((item) => item.value) }]}
          axis="percent"
        />
      </SectionCard>
      <SectionCard title="Portafoglio e benchmark" chart>
        <DeferredLineChart
          title="Rendimento da inizio anno del portafoglio rispetto al benchmark"
          labels={benchmarkSeries.map((p) => p.month)}
          series={[
            { label: 'Portafoglio', data: benchmarkSeries.map((p) => p.portfolio) },
            { label: 'Benchmark', data: benchmarkSeries.map((p) => p.benchmark) },
          ]}
          axis="percent"
        />
      </SectionCard>
    </div>
  );
}
