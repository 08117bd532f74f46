import { PiggyBank, Scale, ShieldCheck, TrendingUp, type LucideIcon } from 'lucide-react';
import { homeKpis as homeKpiFigures } from '@traguardo/sample-data/investor-home';
import { benchmarkSeries } from '@traguardo/sample-data/series';
import { transactions } from '@traguardo/sample-data/transactions';
import { KpiCard } from '@traguardo/ui/kpi-card';
import { homeKpis, type HomeKpi } from './home-kpis';

const kpiIcon: Record<HomeKpi['id'], LucideIcon> = {
  'savings-rate': PiggyBank,
  'emergency-fund': ShieldCheck,
  'ytd-return': TrendingUp,
  'debt-ratio': Scale,
};

export function KpiGrid() {
  const kpis = homeKpis({
    transactions,
    benchmark: benchmarkSeries,
    emergencyFundMonths: homeKpiFigures.emergencyFundMonths,
    debtRatio: homeKpiFigures.debtRatio,
    debtRatioLimit: homeKpiFigures.debtRatioLimit,
  });
  return (
    <section aria-labelledby="home-indicatori">
      <h2 id="home-indicatori" className="sr-only">
        Indicatori chiave
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 [&>*]:min-w-0">
        {kpis.map((kpi) => (
          <li key={kpi.id}>
            <KpiCard
              title={kpi.label}
              value={kpi.value}
              target={kpi.target}
              health={kpi.health}
              icon={kpiIcon[kpi.id]}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
