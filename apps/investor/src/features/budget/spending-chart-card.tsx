import { spendingCategories } from '@traguardo/sample-data/spending';
import { Card, CardContent, CardHeader, CardTitle } from '@traguardo/ui/card';
import { deferredChart } from '@traguardo/ui/deferred-chart';

// chart.js arrives after the screen's first paint (see deferredChart).
const PieChart = deferredChart(() => import('@traguardo/ui/pie-chart').then((m) => m.PieChart));

// Chart cards are `relative overflow-hidden`: the chart's visually hidden data table is
// absolutely positioned and, being a table, ignores `sr-only`'s 1px width, so unclipped
// it would widen the page on phones.
export function SpendingChartCard() {
  return (
    <Card as="section" aria-labelledby="spending-chart-card-1">
      <CardHeader>
        <CardTitle>
          <span id="spending-chart-card-1">Spese per categoria</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="relative overflow-hidden">
        <PieChart
          title="Spese del mese per categoria"
          labels={spendingCategories.map((c) => c.name)}
          series={[{ label: 'Spesa', data: spendingCategories.map((c) => c.value) }]}
          colors={spendingCategories.map((c) => c.fill)}
          axis="euro-cents"
        />
      </CardContent>
    </Card>
  );
}
