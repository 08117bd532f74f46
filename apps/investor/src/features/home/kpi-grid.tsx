import { memo } from 'react';
import { PiggyBank, Scale, ShieldCheck, TrendingUp, type LucideIcon } from 'lucide-react';
import { type HomeFigures } from '@traguardo/ledger/figure-queries';
import { homeKpis as homeKpiFigures } from '@traguardo/sample-data/investor-home';
import { benchmarkSeries } from '@traguardo/sample-data/series';
import { KpiCard } from '@traguardo/ui/kpi-card';
import { HOME_KPI_IDS, HOME_KPI_LABELS, homeKpis, type HomeKpi } from './home-kpis';

const kpiIcon: Record<HomeKpi['id'], LucideIcon> = {
  'savings-rate': PiggyBank,
  'emergency-fund': ShieldCheck,
  'ytd-return': TrendingUp,
  'debt-ratio': Scale,
};

/** The cards' order and names alone: what shows while the figures are read. */
const READING: readonly Pick<HomeKpi, 'id' | 'label'>[] = HOME_KPI_IDS.map((id) => ({
  id,
  label: HOME_KPI_LABELS[id],
}));

type KpiGridProps = {
  /** Undefined while the ledger is read: each card keeps its name and its figures' places. */
  figures: HomeFigures | undefined;
  /** The demo's portfolio has a return series against a benchmark; the own one its positions' return. */
  demo: boolean;
};

export const KpiGrid = memo(function KpiGrid({ figures, demo }: KpiGridProps) {
  const kpis: readonly (Pick<HomeKpi, 'id' | 'label'> & Partial<HomeKpi>)[] =
    figures === undefined
      ? READING
      : homeKpis({
          savingsRate: figures.savingsRate,
          emergencyFundMonths: figures.emergencyFundMonths,
          returns: demo
            ? { kind: 'benchmark', series: benchmarkSeries }
            : { kind: 'own', result: figures.yearToDateReturn },
          debtRatio: figures.debtRatio,
          debtRatioLeavesOutMortgage: figures.debtRatioLeavesOutMortgage,
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
              {...(kpi.health === undefined ? {} : { health: kpi.health })}
              icon={kpiIcon[kpi.id]}
            />
          </li>
        ))}
      </ul>
    </section>
  );
});
