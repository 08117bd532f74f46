import { Scale } from 'lucide-react';
import { PLAN_FIGURES } from '@traguardo/domain/constants';
import { formatDecimal, formatEuro, formatPercentOneDecimal } from '@traguardo/domain/format';
import {
  amountsByClass,
  ASSET_CLASS_NAMES,
  REBALANCING_DRIFT_THRESHOLD,
  rebalancing,
  type AssetClass,
  type RebalancingRow,
} from '@traguardo/domain/rebalancing';
import { investmentPlans } from '@traguardo/sample-data/plans';
import { portfolioAllocation, portfolioAssetClasses } from '@traguardo/sample-data/portfolio';
import { SectionCard } from '@traguardo/ui/card';
import { ScrollRegion } from '@traguardo/ui/scroll-region';
import { usePlanStore } from '../../stores/plan-store';

const classLabel = ASSET_CLASS_NAMES;

// Four columns, the current and the target weight in one: five did not fit a 360 px phone,
// where «Operazione», the column that says what to do, was cut at the card's edge.
const columnHeadings = ['Classe', 'Attuale / obiettivo', 'Scostamento', 'Operazione'] as const;

const demoAmounts = amountsByClass(
  portfolioAllocation,
  (item) => portfolioAssetClasses[item.name] ?? 'stocks',
);

function driftText(points: number): string {
  return `${points > 0 ? '+' : ''}${formatDecimal(points)} punti`;
}

function tradeText(row: RebalancingRow): string {
  if (row.trade > 0) return `Compra ${formatEuro(row.trade)}`;
  if (row.trade < 0) return `Vendi ${formatEuro(-row.trade)}`;
  return 'Nessuna operazione';
}

type RebalancingCardProps = {
  /** Euro per class: the own profile's from its positions; the demo's sample portfolio by default. */
  amounts?: Readonly<Record<AssetClass, number>>;
};

export function RebalancingCard({ amounts = demoAmounts }: RebalancingCardProps) {
  const planId = usePlanStore((s) => s.selectedPlanId);
  const planName = investmentPlans.find((plan) => plan.id === planId)?.name ?? planId;
  const result = rebalancing(amounts, PLAN_FIGURES[planId].allocation);
  const summary = result.inLine
    ? `Il portafoglio è in linea con il piano ${planName}: nessun ribilanciamento necessario.`
    : result.needsRebalancing
      ? `Scostamento oltre ${REBALANCING_DRIFT_THRESHOLD} punti dal piano ${planName}: conviene ribilanciare.`
      : `Scostamenti entro ${REBALANCING_DRIFT_THRESHOLD} punti dal piano ${planName}: per ora non serve ribilanciare.`;
  return (
    <SectionCard
      title="Ribilanciamento"
      aside={<Scale aria-hidden="true" className="size-6 text-slate-600" />}
      contentClassName="space-y-3"
    >
      <p
        className={
          result.needsRebalancing ? 'font-semibold text-red-700' : 'font-semibold text-slate-900'
        }
      >
        {summary}
      </p>
      <ScrollRegion label="Tabella del ribilanciamento">
        <table className="w-full text-left text-xs sm:text-sm">
          <caption className="sr-only">{`Allocazione attuale e obiettivo del piano ${planName}`}</caption>
          <thead className="text-slate-600">
            <tr>
              {columnHeadings.map((heading) => (
                <th key={heading} scope="col" className="py-1 pr-1.5 font-medium last:pr-0">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.rows.map((row) => (
              <tr key={row.assetClass} className="border-t border-slate-100 tabular-nums">
                <th scope="row" className="py-1.5 pr-1.5 font-medium text-slate-900">
                  {classLabel[row.assetClass]}
                </th>
                <td className="py-1.5 pr-1.5">
                  {`${formatPercentOneDecimal(row.currentPercent)} / ${formatPercentOneDecimal(row.targetPercent)}`}
                </td>
                <td
                  className={
                    row.flagged ? 'py-1.5 pr-1.5 font-semibold text-red-700' : 'py-1.5 pr-1.5'
                  }
                >
                  {driftText(row.driftPoints)}
                  {row.flagged && <span className="sr-only"> (oltre la soglia)</span>}
                </td>
                <td className="py-1.5">{tradeText(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="text-xs text-slate-600">
        {`Controlliamo ogni trimestre che il portafoglio resti in linea con il piano scelto. L’oro conta tra le azioni. Soglia di intervento: ${REBALANCING_DRIFT_THRESHOLD} punti.`}
      </p>
    </SectionCard>
  );
}
