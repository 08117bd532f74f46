// Each goal projected with the seeded Monte Carlo engine of the investor's simulator: its
// fan of outcomes, the probability of reaching it, and the assumptions stated.
import { GOAL_HORIZON_YEARS, goalProjection } from '@traguardo/domain/client-goal-projection';
import { type AdvisorGoal, type PlanId } from '@traguardo/domain/entities';
import {
  formatCount,
  formatEuro,
  formatNumber,
  formatPercent,
  formatPercentOneDecimal,
} from '@traguardo/domain/format';
import { MONTE_CARLO_PATHS } from '@traguardo/domain/monte-carlo-constants';
import { planMarket } from '@traguardo/domain/plan-market';
import { planName } from './pdf-portfolio-sections';
import { type ReportBlock } from './report-blocks';

/** One fan chart per goal, two goals a page, with the probability of reaching it. */
export function projectionSections(
  goals: readonly AdvisorGoal[],
  planId: PlanId,
  today: Date,
): ReportBlock[] {
  const market = planMarket(planId);
  const assumptions: ReportBlock = {
    kind: 'text',
    text: `Simulazione Monte Carlo di ${formatNumber(MONTE_CARLO_PATHS)} scenari con seme fisso, piano ${planName(planId)}: rendimento atteso ${formatPercentOneDecimal(market.expectedReturn)} e volatilità ${formatPercentOneDecimal(market.volatility)} l’anno, orizzonte fino alla scadenza di ogni obiettivo (${GOAL_HORIZON_YEARS} anni per uno senza scadenza), valori nominali prima delle imposte.`,
    muted: true,
  };
  if (goals.length === 0) {
    return [
      { kind: 'heading', text: 'Proiezioni', newPage: true },
      { kind: 'text', text: 'Nessun obiettivo da proiettare.', muted: true },
    ];
  }
  return goals.flatMap((goal, i): ReportBlock[] => {
    const { simulation, monthlyNeeded, years: horizon } = goalProjection(goal, today, planId);
    const years = simulation.years;
    const probability = simulation.successProbability ?? 0;
    const shown = years.filter((row) => row.year % 2 === 0 || row.year === years.length - 1);
    return [
      { kind: 'heading', text: `Proiezione: ${goal.name}`, newPage: i % 2 === 0 },
      ...(i % 2 === 0 ? [assumptions] : []),
      {
        kind: 'figures',
        items: [
          { label: 'Probabilità di raggiungerlo', value: formatPercent(probability * 100) },
          { label: 'Obiettivo', value: formatEuro(goal.target) },
          { label: 'Versamento mensile', value: formatEuro(monthlyNeeded) },
          { label: 'Orizzonte', value: formatCount(horizon, 'anno', 'anni') },
        ],
      },
      {
        kind: 'chart',
        title: `Proiezione di ${goal.name}`,
        spec: {
          kind: 'fan',
          labels: years.map((row) => `${row.year}`),
          series: [
            { label: '10°', data: years.map((row) => row.p10) },
            { label: '25°', data: years.map((row) => row.p25) },
            { label: 'Mediana', data: years.map((row) => row.p50) },
            { label: '75°', data: years.map((row) => row.p75) },
            { label: '90°', data: years.map((row) => row.p90) },
          ],
          axis: 'euro-k',
          outerBandLabel: '10°–90° percentile',
          innerBandLabel: '25°–75° percentile',
        },
        table: {
          kind: 'table',
          head: ['Anno', '10°', 'Mediana', '90°'],
          body: shown.map((row) => [
            `${row.year}`,
            formatEuro(row.p10),
            formatEuro(row.p50),
            formatEuro(row.p90),
          ]),
          rightAligned: [1, 2, 3],
        },
      },
    ];
  });
}
