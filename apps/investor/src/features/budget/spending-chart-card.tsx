import { spendingCategories } from '@traguardo/sample-data/spending';
import { SectionCard } from '@traguardo/ui/card';
import { LazyPieChart } from '@traguardo/ui/lazy-charts';

// Chart cards are `relative overflow-hidden`: the chart's visually hidden data table is
// absolutely positioned and, being a table, ignores `sr-only`'s 1px width, so unclipped
// it would widen the page on phones.
export function SpendingChartCard() {
  return (
    <SectionCard title="Spese per categoria" chart>
      <LazyPieChart
        title="Spese del mese per categoria"
        labels={spendingCategories.map((c) => c.name)}
        series={[{ label: 'Spesa', data: spendingCategories.map((c) => c.value) }]}
        colors={spendingCategories.map((c) => c.fill)}
        axis="euro-cents"
      />
    </SectionCard>
  );
}
