import { NET_WORTH_CHART_MONTHS } from '@traguardo/domain/constants';
import { cashFlowSeries, netWorthSeries } from '@traguardo/sample-data/series';
import { SectionCard } from '@traguardo/ui/card';
import { LazyAreaChart, LazyBarChart } from '@traguardo/ui/lazy-charts';
import { toneHex } from '@traguardo/ui/tone';

// chart.js arrives after the first render: the charts sit below the fold.

export function HomeCharts() {
  const netWorth = netWorthSeries.slice(-NET_WORTH_CHART_MONTHS);
  return (
    <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
      <SectionCard title="Andamento del patrimonio" chart>
        <LazyAreaChart
          title="Patrimonio netto negli ultimi 12 mesi"
          labels={netWorth.map((p) => p.month)}
          series={[{ label: 'Patrimonio netto', data: netWorth.map((p) => p.value) }]}
          axis="euro-k"
        />
      </SectionCard>
      <SectionCard title="Flusso di cassa mensile" chart>
        <LazyBarChart
          title="Entrate e uscite mensili"
          labels={cashFlowSeries.map((p) => p.month)}
          series={[
            { label: 'Entrate', data: cashFlowSeries.map((p) => p.income), color: toneHex.green },
            { label: 'Uscite', data: cashFlowSeries.map((p) => p.expenses), color: toneHex.red },
          ]}
          axis="euro-k"
        />
      </SectionCard>
    </div>
  );
}
