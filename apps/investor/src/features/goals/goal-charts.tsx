import { MESSAGES, monteCarloSummary } from '@traguardo/domain/messages';
import { goalProgressSeries, monteCarloSeries } from '@traguardo/sample-data/series';
import { Card, CardContent, CardHeader, CardTitle } from '@traguardo/ui/card';
import { deferredChart } from '@traguardo/ui/deferred-chart';

// chart.js arrives after the screen's first paint (see deferredChart).
const LineChart = deferredChart(() => import('@traguardo/ui/line-chart').then((m) => m.LineChart));

// Chart cards are `relative overflow-hidden`: the chart's visually hidden data table is
// absolutely positioned and, being a table, ignores `sr-only`'s 1px width, so unclipped
// it would widen the page on phones.
export function GoalProgressChart() {
  return (
    <Card as="section" aria-labelledby="goal-charts-1">
      <CardHeader>
        <CardTitle>
          <span id="goal-charts-1">Andamento degli obiettivi</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="relative overflow-hidden">
        <LineChart
          title="Avanzamento mensile degli obiettivi casa e pensione"
          labels={goalProgressSeries.map((p) => p.month)}
          series={[
            { label: 'Casa', data: goalProgressSeries.map((p) => p.casa) },
            { label: 'Pensione', data: goalProgressSeries.map((p) => p.pensione) },
          ]}
          axis="percent"
        />
      </CardContent>
    </Card>
  );
}

export function MonteCarloChart() {
  return (
    <Card as="section" aria-labelledby="goal-charts-2">
      <CardHeader>
        <CardTitle>
          <span id="goal-charts-2">{MESSAGES.monteCarloTitle}</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="relative overflow-hidden space-y-2">
        <p className="text-lg font-semibold text-emerald-700">{monteCarloSummary()}</p>
        <LineChart
          title="Proiezione del patrimonio per anno: scenari conservativo, atteso e ottimista"
          labels={monteCarloSeries.map((p) => String(p.year))}
          series={[
            { label: 'Conservativo', data: monteCarloSeries.map((p) => p.conservative) },
            { label: 'Atteso', data: monteCarloSeries.map((p) => p.expected) },
            { label: 'Ottimista', data: monteCarloSeries.map((p) => p.optimistic) },
          ]}
          axis="euro-k"
        />
      </CardContent>
    </Card>
  );
}
