import { memo } from 'react';
import { Link } from 'react-router-dom';
import { ACCOUNT_TYPE_LABELS } from '@traguardo/domain/account-type-labels';
import { type AllocationSlice } from '@traguardo/domain/ledger-balances';
import { SectionCard } from '@traguardo/ui/card';
import { ChartSpace } from '@traguardo/ui/chart-space';
import { DeferredDonutChart } from '@traguardo/ui/deferred-charts';
import { buttonClassName } from '@traguardo/ui/button';

// chart.js arrives after the first render: the charts sit below the fold.

export const AllocationCard = memo(function AllocationCard({
  allocation,
}: {
  /** Undefined while the ledger is read: the chart's place is kept, with no chart. */
  allocation: readonly AllocationSlice[] | undefined;
}) {
  const drawn = allocation !== undefined && allocation.length > 0;
  return (
    <SectionCard title="Allocazione del portafoglio" chart={drawn} contentClassName="space-y-3">
      {allocation === undefined ? (
        <ChartSpace />
      ) : drawn ? (
        <DeferredDonutChart
          title="Allocazione del patrimonio per tipo di conto"
          labels={allocation.map((slice) => ACCOUNT_TYPE_LABELS[slice.type])}
          series={[{ label: 'Peso', data: allocation.map((slice) => slice.percent) }]}
          axis="percent"
        />
      ) : (
        <p className="text-sm text-slate-600">
          Nessun saldo positivo da ripartire: la ripartizione per tipo di conto comparirà quando un
          conto avrà un saldo.
        </p>
      )}
      <Link to="/accounts" className={buttonClassName({ variant: 'outline', size: 'sm' })}>
        Vedi i conti
      </Link>
    </SectionCard>
  );
});
