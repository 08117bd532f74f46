import { type PlanId } from '@traguardo/domain/entities';
import { formatNumber, formatPercent, formatPercentOneDecimal } from '@traguardo/domain/format';
import { planMarket } from '@traguardo/domain/plan-market';
import {
  CAPITAL_GAINS_TAX_RATE,
  GOVERNMENT_BOND_TAX_RATE,
  INFLATION_RATE,
  MONTE_CARLO_PATHS,
  MONTE_CARLO_SEED,
  STAMP_DUTY_RATE,
} from '@traguardo/domain/monte-carlo-constants';
import { type SimulationSwitches } from '@traguardo/domain/simulator-form';
import { investmentPlans } from '@traguardo/sample-data/plans';
import { type Detail, DetailList } from '@traguardo/ui/detail-list';

/** The "Ipotesi" panel: every assumption behind the figures above. */
export function SimulatorAssumptions({
  planId,
  switches,
}: {
  planId: PlanId;
  switches: SimulationSwitches;
}) {
  const market = planMarket(planId);
  const planName = investmentPlans.find((plan) => plan.id === planId)?.name ?? planId;
  const rows: readonly Detail[] = [
    {
      label: 'Rendimento atteso',
      value: `${formatPercentOneDecimal(market.expectedReturn)} l’anno (piano ${planName})`,
    },
    {
      label: 'Volatilità',
      value: `${formatPercentOneDecimal(market.volatility)} l’anno, rendimenti mensili lognormali`,
    },
    {
      label: 'Inflazione',
      value: switches.realValues
        ? `${formatPercent(INFLATION_RATE)} l’anno: valori in euro di oggi`
        : 'Non considerata: valori nominali',
    },
    {
      label: 'Tasse',
      value: switches.afterTax
        ? `${formatPercent(CAPITAL_GAINS_TAX_RATE)} sulle plusvalenze, ${formatPercentOneDecimal(GOVERNMENT_BOND_TAX_RATE)} sulla quota obbligazionaria, bollo ${formatPercentOneDecimal(STAMP_DUTY_RATE)} l’anno`
        : 'Non considerate: valori lordi',
    },
    { label: 'Numero di simulazioni', value: formatNumber(MONTE_CARLO_PATHS) },
    { label: 'Seme', value: String(MONTE_CARLO_SEED) },
  ];
  return (
    <section
      aria-labelledby="simulatore-ipotesi"
      className="rounded-xl border border-slate-200 p-3"
    >
      <h3 id="simulatore-ipotesi" className="text-sm font-semibold text-slate-900">
        Ipotesi
      </h3>
      <DetailList
        items={rows}
        className="mt-2 grid gap-2 text-sm"
        itemClassName="grid gap-x-3 sm:grid-cols-[11rem_1fr]"
        valueClassName="text-slate-900"
      />
    </section>
  );
}
