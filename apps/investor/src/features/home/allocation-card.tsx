import { memo } from 'react';
import { Link } from 'react-router-dom';
import { ACCOUNT_TYPE_LABELS } from '@traguardo/domain/account-type-labels';
import { type AllocationSlice } from '@traguardo/domain/ledger-balances';
import { SectionCard } from '@traguardo/ui/card';
import { LazyDonutChart } from '@traguardo/ui/lazy-charts';
import { buttonClassName } from '@traguardo/ui/button';

// chart.js arrives after the first render: the charts sit below the fold.

export const AllocationCard = memo(function AllocationCard({
  allocation,
}: {
  allocation: readonly AllocationSlice[];
}) {
  return (
    <SectionCard
      title="Allocazione del portafoglio"
      chart={allocation.length > 0}
      contentClassName="space-y-3"
    >
      {allocation.length > 0 ? (
        <LazyDonutChart
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
