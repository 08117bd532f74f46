import { Link } from 'react-router-dom';
import { portfolioAllocation } from '@traguardo/sample-data/portfolio';
import { SectionCard } from '@traguardo/ui/card';
import { LazyDonutChart } from '@traguardo/ui/lazy-charts';
import { buttonClassName } from '@traguardo/ui/button';

// chart.js arrives after the first render: the charts sit below the fold.

export function AllocationCard() {
  return (
    <SectionCard title="Allocazione del portafoglio" chart contentClassName="space-y-3">
      <LazyDonutChart
        title="Allocazione del portafoglio per classe di attivo"
        labels={portfolioAllocation.map((item) => item.name)}
        series={[{ label: 'Peso', data: portfolioAllocation.map((item) => item.value) }]}
        axis="percent"
      />
      <Link to="/accounts" className={buttonClassName({ variant: 'outline', size: 'sm' })}>
        Vedi i conti
      </Link>
    </SectionCard>
  );
}
