import { memo } from 'react';
import { centsToEuro } from '@traguardo/domain/ledger-money';
import { SectionCard } from '@traguardo/ui/card';
import { ChartSpace } from '@traguardo/ui/chart-space';
import { DeferredPieChart } from '@traguardo/ui/deferred-charts';

export type SpendingSlice = { name: string; color: string; spent: number };

// Chart cards are `relative overflow-hidden`: the chart's visually hidden data table is
// absolutely positioned and, being a table, ignores `sr-only`'s 1px width, so unclipped
// it would widen the page on phones. `slices` is undefined while the month is read: the
// chart's place is kept, with no chart.
export const SpendingChartCard = memo(function SpendingChartCard({
  slices,
}: {
  slices: readonly SpendingSlice[] | undefined;
}) {
  const drawn = slices !== undefined && slices.length > 0;
  return (
    <SectionCard title="Spese per categoria" chart={drawn}>
      {slices === undefined ? (
        <ChartSpace />
      ) : drawn ? (
        <DeferredPieChart
          title="Spese del mese per categoria"
          labels={slices.map((s) => s.name)}
          series={[{ label: 'Spesa', data: slices.map((s) => centsToEuro(s.spent)) }]}
          colors={slices.map((s) => s.color)}
          axis="euro-cents"
        />
      ) : (
        <p className="text-sm text-slate-600">
          Nessuna spesa in questo mese: le uscite che aggiungi in Movimenti compaiono qui, divise
          per categoria.
        </p>
      )}
    </SectionCard>
  );
});
