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
  const rows: readonly (readonly [string, string])[] = [
    [
      'Rendimento atteso',
      `${formatPercentOneDecimal(market.expectedReturn)} l’anno (piano ${planName})`,
    ],
    [
      'Volatilità',
      `${formatPercentOneDecimal(market.volatility)} l’anno, rendimenti mensili lognormali`,
    ],
    [
      'Inflazione',
      switches.realValues
        ? `${formatPercent(INFLATION_RATE)} l’anno: valori in euro di oggi`
        : 'Non considerata: valori nominali',
    ],
    [
      'Tasse',
      switches.afterTax
        ? `${formatPercent(CAPITAL_GAINS_TAX_RATE)} sulle plusvalenze, ${formatPercentOneDecimal(GOVERNMENT_BOND_TAX_RATE)} sulla quota obbligazionaria, bollo ${formatPercentOneDecimal(STAMP_DUTY_RATE)} l’anno`
        : 'Non considerate: valori lordi',
    ],
    ['Numero di simulazioni', formatNumber(MONTE_CARLO_PATHS)],
    ['Seme', String(MONTE_CARLO_SEED)],
  ];
  return (
    <section
      aria-labelledby="simulatore-ipotesi"
      className="rounded-xl border border-slate-200 p-3"
    >
      <h3 id="simulatore-ipotesi" className="text-sm font-semibold text-slate-900">
        Ipotesi
      </h3>
      <dl className="mt-2 grid gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-x-3 sm:grid-cols-[11rem_1fr]">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
