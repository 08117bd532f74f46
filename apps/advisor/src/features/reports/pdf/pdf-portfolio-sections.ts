// The portfolio and goal sections of a client's report: allocation against the plan with
// the rebalancing moves, returns against the plan's benchmark, costs in percent and euro,
// and the goals with the monthly saving each needs.
import { GOAL_HORIZON_YEARS, goalMonthlyNeeded } from '@traguardo/domain/client-goal-projection';
import { INVESTMENT_FEE_TARGET, MONTHS_PER_YEAR, PLAN_FIGURES } from '@traguardo/domain/constants';
import {
  type AdvisorGoal,
  type AllocationItem,
  type Client,
  type NetWorthPoint,
  type PlanId,
} from '@traguardo/domain/entities';
import {
  formatDate,
  formatEuro,
  formatFeePercent,
  formatPercent,
  formatPercentOneDecimal,
  formatSignedPercentOneDecimal,
} from '@traguardo/domain/format';
import {
  COST_HORIZONS_YEARS,
  costOverYears,
  investedAmount,
  yearlyCost,
} from '@traguardo/domain/investment-costs';
import { POSITIONS_STEP } from '@traguardo/domain/client-missing-data';
import {
  allocationClassOf,
  allocationRebalancing,
  ASSET_CLASS_NAMES,
  UNCLASSIFIED_INVESTMENTS_NAME,
} from '@traguardo/domain/rebalancing';
import { investmentPlans } from '@traguardo/sample-data/plans';
import { allocationChartBlock } from './pdf-allocation-chart';
import { type ReportBlock, type ReportCell } from './report-blocks';

export function planName(planId: PlanId): string {
  return investmentPlans.find((plan) => plan.id === planId)?.name ?? planId;
}

function namedAmounts(items: readonly AllocationItem[]): string {
  return items.map((item) => `${item.name} (${formatEuro(item.amount)})`).join(', ');
}

/**
 * The moves to the plan, over the classes known; none when too much of the allocation is of
 * no known class (allocationRebalancing), and then what is missing and how to get it.
 */
function rebalancingBlocks(allocation: readonly AllocationItem[], planId: PlanId): ReportBlock[] {
  const { moves, unclassified, unclassifiedAmount, unclassifiedPercent, total } =
    allocationRebalancing(allocation, PLAN_FIGURES[planId].allocation);
  const unknown = namedAmounts(unclassified);
  if (moves === null) {
    return [
      {
        kind: 'text',
        text: `Ribilanciamento non calcolato: non è nota la classe di attivo di ${unknown}, il ${formatPercent(unclassifiedPercent)} del portafoglio, e movimenti calcolati sul resto non direbbero cosa comprare o vendere.`,
      },
      { kind: 'text', text: POSITIONS_STEP },
    ];
  }
  const move = (trade: number): string =>
    trade === 0 ? '—' : `${trade > 0 ? 'Acquistare' : 'Vendere'} ${formatEuro(Math.abs(trade))}`;
  const blocks: ReportBlock[] = [
    {
      kind: 'table',
      head: ['Classe', 'Attuale', 'Piano', 'Scostamento', 'Movimento'],
      body: moves.rows.map((row): ReportCell[] => [
        ASSET_CLASS_NAMES[row.assetClass],
        formatPercentOneDecimal(row.currentPercent),
        formatPercent(row.targetPercent),
        formatSignedPercentOneDecimal(row.driftPoints),
        move(row.trade),
      ]),
      rightAligned: [1, 2, 3, 4],
    },
    {
      kind: 'text',
      text: moves.needsRebalancing
        ? 'Almeno una classe si scosta dal piano di oltre 5 punti: si consiglia di ribilanciare.'
        : 'Nessuna classe si scosta dal piano di oltre 5 punti: il ribilanciamento non è necessario.',
      muted: true,
    },
  ];
  if (unclassified.length > 0) {
    blocks.push({
      kind: 'text',
      text: `Percentuali e movimenti sono calcolati sulle sole classi note, ${formatEuro(total - unclassifiedAmount)} su ${formatEuro(total)}: ne è escluso, perché di classe non nota, ${unknown}.`,
      muted: true,
    });
  }
  return blocks;
}

export function allocationSection(
  clientName: string,
  allocation: readonly AllocationItem[],
  planId: PlanId,
): ReportBlock[] {
  return [
    { kind: 'heading', text: 'Allocazione e costi', newPage: true },
    allocationChartBlock(`Allocazione del portafoglio di ${clientName}`, allocation),
    { kind: 'heading', text: `Confronto con il piano ${planName(planId)} e ribilanciamento` },
    ...rebalancingBlocks(allocation, planId),
  ];
}

/** Costs in percent and in euro a year (MiFID II ex-post), and over 10 and 20 years. */
export function costsSection(
  client: Client,
  allocation: readonly AllocationItem[],
  planId: PlanId,
): ReportBlock[] {
  const invested = investedAmount(allocation);
  const unclassifiedInvested = allocation.some(
    (item) => allocationClassOf(item.name) === null && item.name === UNCLASSIFIED_INVESTMENTS_NAME,
  );
  const otherUnclassified = allocation.some(
    (item) => allocationClassOf(item.name) === null && item.name !== UNCLASSIFIED_INVESTMENTS_NAME,
  );
  const counted = [
    unclassifiedInvested ? `compresi ${UNCLASSIFIED_INVESTMENTS_NAME}, di classe non nota` : '',
    otherUnclassified ? 'liquidità e altre voci senza classe nota escluse' : 'liquidità esclusa',
  ]
    .filter((part) => part !== '')
    .join('; ');
  const percent = {
    label: 'Costi annui in percentuale',
    value: formatFeePercent(client.investmentFee),
  };
  const target = { label: 'Obiettivo', value: `sotto ${formatFeePercent(INVESTMENT_FEE_TARGET)}` };
  if (invested <= 0) {
    // Nothing invested: no euro to state and no chart of zeros.
    return [
      { kind: 'heading', text: 'Costi di investimento', newPage: true },
      { kind: 'figures', items: [percent, target] },
      {
        kind: 'text',
        text: `Nell’allocazione registrata non c’è patrimonio investito (${counted}): i costi in euro non si calcolano.`,
      },
    ];
  }
  const growth = PLAN_FIGURES[planId].expectedReturn;
  const horizons = COST_HORIZONS_YEARS.map((years) =>
    costOverYears(invested, client.investmentFee, years, growth),
  );
  return [
    { kind: 'heading', text: 'Costi di investimento', newPage: true },
    {
      kind: 'figures',
      items: [
        percent,
        {
          label: 'Costi annui in euro',
          value: `${formatEuro(yearlyCost(invested, client.investmentFee))} l’anno`,
        },
        target,
      ],
    },
    {
      kind: 'chart',
      title: 'Costi nel tempo',
      spec: {
        kind: 'bar',
        labels: horizons.map((h) => `${h.years} anni`),
        series: [
          { label: 'Costi pagati', data: horizons.map((h) => h.paid) },
          { label: 'Valore perso', data: horizons.map((h) => h.lostValue) },
        ],
        axis: 'euro-k',
      },
      table: {
        kind: 'table',
        head: ['Periodo', 'Costi pagati', 'Valore perso'],
        body: [
          ['1 anno', formatEuro(yearlyCost(invested, client.investmentFee)), '—'],
          ...horizons.map((h) => [`${h.years} anni`, formatEuro(h.paid), formatEuro(h.lostValue)]),
        ],
        rightAligned: [1, 2],
      },
    },
    {
      kind: 'text',
      text: `Sul patrimonio investito di ${formatEuro(invested)} (${counted}). I costi pagati tengono fermo il patrimonio; il valore perso è quanto il patrimonio, cresciuto del ${formatPercentOneDecimal(growth)} l’anno (rendimento atteso del piano ${planName(planId)}), avrebbe in più senza costi.`,
      muted: true,
    },
  ];
}

/** The client's net worth over `history` against the plan's expected return, both from 100 at the start. */
export function returnsSection(history: readonly NetWorthPoint[], planId: PlanId): ReportBlock[] {
  const base = history[0]?.value ?? 0;
  const monthly = (1 + PLAN_FIGURES[planId].expectedReturn / 100) ** (1 / MONTHS_PER_YEAR);
  const rows = history.map((point, i) => ({
    month: point.month,
    actual: base === 0 ? 100 : (point.value / base) * 100,
    benchmark: 100 * monthly ** i,
  }));
  return [
    { kind: 'heading', text: 'Rendimenti e benchmark', newPage: true },
    {
      kind: 'chart',
      title: 'Patrimonio e benchmark, base 100',
      spec: {
        kind: 'line',
        labels: rows.map((row) => row.month),
        series: [
          { label: 'Patrimonio', data: rows.map((row) => row.actual) },
          { label: `Piano ${planName(planId)}`, data: rows.map((row) => row.benchmark) },
        ],
        axis: 'count',
      },
      table: {
        kind: 'table',
        head: ['Mese', 'Patrimonio', 'Benchmark'],
        body: rows.map((row) => [
          row.month,
          formatSignedPercentOneDecimal(row.actual - 100),
          formatSignedPercentOneDecimal(row.benchmark - 100),
        ]),
        rightAligned: [1, 2],
      },
    },
    {
      kind: 'text',
      text: `Variazione dall’inizio del periodo. Il benchmark è il rendimento atteso del piano ${planName(planId)} (${formatPercentOneDecimal(PLAN_FIGURES[planId].expectedReturn)} l’anno).`,
      muted: true,
    },
  ];
}

/**
 * A goal's row in a goals table: its name, where it stands, its target date and the monthly
 * saving that reaches it by then (the client's report, and the aggregate's by client).
 */
export function goalCells(goal: AdvisorGoal, today: Date): string[] {
  return [
    goal.name,
    formatEuro(goal.current),
    formatEuro(goal.target),
    formatPercent(goal.progress),
    goal.targetDate === undefined ? '—' : formatDate(goal.targetDate),
    formatEuro(goalMonthlyNeeded(goal, today)),
  ];
}

export function goalsSection(goals: readonly AdvisorGoal[], today: Date): ReportBlock[] {
  const heading: ReportBlock = { kind: 'heading', text: 'Obiettivi', newPage: true };
  if (goals.length === 0) {
    return [heading, { kind: 'text', text: 'Nessun obiettivo registrato.', muted: true }];
  }
  return [
    heading,
    {
      kind: 'table',
      head: [
        'Obiettivo',
        'Attuale',
        'Obiettivo (€)',
        'Avanzamento',
        'Scadenza',
        'Versamento mensile',
      ],
      body: goals.map((goal) => goalCells(goal, today)),
      rightAligned: [1, 2, 3, 4, 5],
    },
    {
      kind: 'text',
      text: `Il versamento mensile è quello che colma la distanza dall’obiettivo entro la sua scadenza, senza contare i rendimenti; per un obiettivo senza scadenza in ${GOAL_HORIZON_YEARS} anni.`,
      muted: true,
    },
  ];
}
