// The aggregate report's book-wide sections: totals, and how the clients spread by status,
// by net worth and across asset classes, each chart with its figures beside it; the goals
// known across the book and the clients off target; the costs and the clients to rebalance.
// Each says over how many clients its data are known, and what is missing when none.
import { clientAlerts } from '@traguardo/domain/client-alerts';
import { feesAboveTarget } from '@traguardo/domain/client-criteria';
import { indicatorChecks } from '@traguardo/domain/client-status';
import { IMPORT_FILE_STEP, MISSING_CLIENT_DATA } from '@traguardo/domain/client-missing-data';
import { INVESTMENT_FEE_TARGET, PLAN_FIGURES } from '@traguardo/domain/constants';
import { type Client, type PlanId } from '@traguardo/domain/entities';
import {
  formatEuro,
  formatFeePercent,
  formatNumber,
  formatPercent,
  formatPercentOneDecimal,
  formatSomeNames,
} from '@traguardo/domain/format';
import { investedAmount, yearlyCost } from '@traguardo/domain/investment-costs';
import { allocationRebalancing } from '@traguardo/domain/rebalancing';
import { clientsByStatus, statusLabel, totalAum } from '@traguardo/domain/status';
import { allocationChartBlock } from './pdf-allocation-chart';
import { goalCells, planName, returnsSection } from './pdf-portfolio-sections';
import { type ReportBlock } from './report-blocks';
import {
  type BookAllocation,
  type BookGoal,
  type BookHistory,
  type BookPortfolio,
} from './book-facts';

/**
 * The most rows a per-client table prints, those that most need the advisor first: a book of
 * thousands of clients would print thousands of rows in each section, and the whole list is
 * in Clienti, with its filters and its CSV.
 */
export const BOOK_TABLE_MAX_ROWS = 30;

/** The rows `rows` prints, and (when some are left out) the line that says how many. */
function firstRows<Row>(rows: readonly Row[], what: string): { body: Row[]; more: ReportBlock[] } {
  if (rows.length <= BOOK_TABLE_MAX_ROWS) return { body: [...rows], more: [] };
  return {
    body: rows.slice(0, BOOK_TABLE_MAX_ROWS),
    more: [
      {
        kind: 'text',
        text: `Nella tabella i primi ${formatNumber(BOOK_TABLE_MAX_ROWS)} ${what} su ${formatNumber(rows.length)}: l’elenco completo è in Clienti.`,
        muted: true,
      },
    ],
  };
}

/**
 * Net worth bands of the distribution, in euro: each from its bound up to the next one.
 * Short labels, so five fit under the chart's bars; the table's header says the unit.
 */
const NET_WORTH_BANDS: readonly { label: string; from: number }[] = [
  { label: 'Fino a 250k', from: 0 },
  { label: '250k–500k', from: 250_000 },
  { label: '500k–1M', from: 500_000 },
  { label: '1M–2M', from: 1_000_000 },
  { label: 'Oltre 2M', from: 2_000_000 },
];

function netWorthBandCounts(clients: readonly Client[]): number[] {
  const counts = NET_WORTH_BANDS.map(() => 0);
  for (const client of clients) {
    let band = 0;
    NET_WORTH_BANDS.forEach(({ from }, i) => {
      if (client.netWorth >= from) band = i;
    });
    counts[band] = (counts[band] ?? 0) + 1;
  }
  return counts;
}

const share = (count: number, total: number) =>
  formatPercent(total === 0 ? 0 : (count / total) * 100);

/** Totals, and the clients by status and by net worth. */
export function bookTotalsSection(clients: readonly Client[]): ReportBlock[] {
  const total = clients.length;
  const aum = totalAum(clients);
  const byStatus = clientsByStatus(clients);
  const statuses = (['green', 'yellow', 'red'] as const).map((status) => ({
    label: statusLabel(status, 'dashboard'),
    count: byStatus[status],
  }));
  const bands = netWorthBandCounts(clients);
  return [
    { kind: 'heading', text: 'Totali e distribuzioni', newPage: true },
    {
      kind: 'figures',
      items: [
        { label: 'Clienti', value: formatNumber(total) },
        { label: 'Patrimonio gestito', value: formatEuro(aum) },
        { label: 'Patrimonio medio', value: formatEuro(total === 0 ? 0 : aum / total) },
      ],
    },
    {
      kind: 'chart',
      title: 'Clienti per stato',
      spec: {
        kind: 'bar',
        labels: statuses.map((s) => s.label),
        series: [{ label: 'Clienti', data: statuses.map((s) => s.count) }],
        axis: 'count',
      },
      table: {
        kind: 'table',
        head: ['Stato', 'Clienti', 'Quota'],
        body: statuses.map((s) => [s.label, formatNumber(s.count), share(s.count, total)]),
        rightAligned: [1, 2],
      },
    },
    {
      kind: 'chart',
      title: 'Clienti per patrimonio netto',
      spec: {
        kind: 'bar',
        labels: NET_WORTH_BANDS.map((band) => band.label),
        series: [{ label: 'Clienti', data: bands }],
        axis: 'count',
      },
      table: {
        kind: 'table',
        head: ['Patrimonio (€)', 'Clienti', 'Quota'],
        body: NET_WORTH_BANDS.map((band, i) => [
          band.label,
          formatNumber(bands[i] ?? 0),
          share(bands[i] ?? 0, total),
        ]),
        rightAligned: [1, 2],
      },
    },
  ];
}

export function bookAllocationSection(allocation: BookAllocation, total: number): ReportBlock[] {
  return [
    { kind: 'heading', text: 'Allocazione complessiva', newPage: true },
    ...bookAllocationBlocks(allocation, total),
  ];
}

/** The firm's allocation over the clients whose allocation is known, saying how many those are. */
function bookAllocationBlocks({ items, clients }: BookAllocation, total: number): ReportBlock[] {
  if (clients === 0) {
    return [
      {
        kind: 'text',
        text: `Nessun cliente ha un’allocazione del portafoglio registrata: Traguardo non la stima. ${IMPORT_FILE_STEP}`,
      },
    ];
  }
  const chart = allocationChartBlock('Allocazione complessiva dei clienti', items);
  if (clients === total) return [chart];
  return [
    chart,
    {
      kind: 'text',
      text: `Sui ${formatNumber(clients)} clienti su ${formatNumber(total)} con l’allocazione registrata; degli altri non è nota e non viene stimata.`,
      muted: true,
    },
  ];
}

/** "Sui 3 clienti su 12 con …": over whom a section's figures are, when not over all. */
function coverageNote(known: number, total: number, what: string): ReportBlock[] {
  if (known === total) return [];
  return [
    {
      kind: 'text',
      text: `Sui ${formatNumber(known)} clienti su ${formatNumber(total)} con ${what}; degli altri non è noto e non viene stimato.`,
      muted: true,
    },
  ];
}

/** The book's net worth over the known histories, summed, against the plan's expected return. */
export function bookReturnsSection(
  history: BookHistory,
  total: number,
  planId: PlanId,
): ReportBlock[] {
  if (history.clients === 0 || history.points.length === 0) {
    return [
      { kind: 'heading', text: 'Rendimenti e benchmark', newPage: true },
      {
        kind: 'text',
        text: `Nessun cliente ha lo storico del patrimonio registrato: ${MISSING_CLIENT_DATA.history}`,
      },
    ];
  }
  return [
    ...returnsSection(history.points, planId),
    ...coverageNote(history.clients, total, 'lo storico del patrimonio registrato'),
  ];
}

/** Every goal known across the book, by client, with the monthly saving each needs. */
export function bookGoalsSection(
  goals: readonly BookGoal[],
  clientsWithGoals: number,
  total: number,
  today: Date,
): ReportBlock[] {
  const heading: ReportBlock = { kind: 'heading', text: 'Obiettivi dei clienti', newPage: true };
  if (goals.length === 0) {
    return [
      heading,
      {
        kind: 'text',
        text: `Nessun cliente ha obiettivi registrati: Traguardo non li stima. ${IMPORT_FILE_STEP}`,
      },
    ];
  }
  const behind = goals.filter(({ goal }) => goal.progress < 50).length;
  const byProgress = [...goals].sort((a, b) => a.goal.progress - b.goal.progress);
  const { body, more } = firstRows(byProgress, 'obiettivi, dal più lontano dal traguardo,');
  return [
    heading,
    {
      kind: 'figures',
      items: [
        { label: 'Obiettivi registrati', value: formatNumber(goals.length) },
        { label: 'Clienti con obiettivi', value: formatNumber(clientsWithGoals) },
        { label: 'Sotto il 50% del traguardo', value: formatNumber(behind) },
      ],
    },
    {
      kind: 'table',
      head: ['Cliente', 'Obiettivo', 'Attuale', 'Traguardo', 'Avanz.', 'Scadenza', 'Al mese'],
      body: body.map(({ client, goal }) => [client, ...goalCells(goal, today)]),
      rightAligned: [2, 3, 4, 5, 6],
      dense: true,
    },
    ...more,
    {
      kind: 'text',
      text: 'Al mese: il versamento che colma la distanza dal traguardo entro la scadenza, senza contare i rendimenti.',
      muted: true,
    },
    ...coverageNote(clientsWithGoals, total, 'obiettivi registrati'),
    ...(clientsWithGoals < total ? [{ kind: 'text', text: IMPORT_FILE_STEP } as const] : []),
  ];
}

/** The indicators of a client off their target, each against it (the client page's texts). */
function offTargetIndicators(client: Client): string[] {
  return indicatorChecks(client)
    .filter((check) => check.health !== 'green')
    .map((check) => check.text);
}

/** The clients with at least one indicator off its target, and which. */
export function offTargetSection(clients: readonly Client[]): ReportBlock[] {
  const off = clients
    .map((client) => ({ client, indicators: offTargetIndicators(client) }))
    .filter((row) => row.indicators.length > 0)
    .sort((a, b) => b.indicators.length - a.indicators.length);
  const heading: ReportBlock = { kind: 'heading', text: 'Clienti fuori obiettivo', newPage: true };
  if (off.length === 0) {
    return [heading, { kind: 'text', text: 'Ogni cliente ha tutti gli indicatori in linea.' }];
  }
  const { body, more } = firstRows(off, 'clienti, da chi ha più indicatori fuori obiettivo,');
  return [
    heading,
    {
      kind: 'text',
      text: `${formatNumber(off.length)} clienti su ${formatNumber(clients.length)} hanno almeno un indicatore fuori obiettivo.`,
    },
    {
      kind: 'table',
      head: ['Cliente', 'Stato', 'Indicatori fuori obiettivo'],
      body: body.map(({ client, indicators }) => [
        client.name,
        statusLabel(client.status, 'dashboard'),
        indicators.join('; '),
      ]),
      dense: true,
    },
    ...more,
  ];
}

/** The costs in percent and euro a year over the clients whose allocation is known. */
export function bookCostsSection(
  clients: readonly Client[],
  portfolios: readonly BookPortfolio[],
): ReportBlock[] {
  const heading: ReportBlock = { kind: 'heading', text: 'Costi di investimento', newPage: true };
  const above = clients.filter(feesAboveTarget).length;
  const target = { label: 'Obiettivo', value: `sotto ${formatFeePercent(INVESTMENT_FEE_TARGET)}` };
  const aboveFigure = { label: 'Clienti sopra obiettivo', value: formatNumber(above) };
  if (portfolios.length === 0) {
    return [
      heading,
      { kind: 'figures', items: [aboveFigure, target] },
      {
        kind: 'text',
        text: `I costi in euro non si calcolano: nessun cliente ha un’allocazione del portafoglio registrata, su cui si calcolano gli importi. ${IMPORT_FILE_STEP}`,
      },
    ];
  }
  const rows = portfolios
    .map((p) => {
      const invested = investedAmount(p.allocation);
      return { ...p, invested, cost: invested > 0 ? yearlyCost(invested, p.investmentFee) : 0 };
    })
    .sort((a, b) => b.cost - a.cost);
  const invested = rows.reduce((sum, row) => sum + row.invested, 0);
  const cost = rows.reduce((sum, row) => sum + row.cost, 0);
  const { body, more } = firstRows(rows, 'clienti, dal costo annuo più alto,');
  return [
    heading,
    {
      kind: 'figures',
      items: [
        { label: 'Costi annui in euro', value: `${formatEuro(cost)} l’anno` },
        {
          label: 'Costo medio ponderato',
          value: formatFeePercent(invested > 0 ? (cost / invested) * 100 : 0),
        },
        aboveFigure,
        target,
      ],
    },
    {
      kind: 'table',
      head: ['Cliente', 'Investito', 'Costi', 'Costi annui'],
      body: body.map((row) => [
        row.name,
        formatEuro(row.invested),
        formatFeePercent(row.investmentFee),
        formatEuro(row.cost),
      ]),
      rightAligned: [1, 2, 3],
      dense: true,
    },
    ...more,
    {
      kind: 'text',
      text: `Sul patrimonio investito di ${formatEuro(invested)} (liquidità esclusa), dal costo più alto.`,
      muted: true,
    },
    ...coverageNote(portfolios.length, clients.length, 'l’allocazione registrata'),
  ];
}

/** The clients whose allocation drifts from the plan by more than 5 points in a class. */
export function rebalanceSection(
  portfolios: readonly BookPortfolio[],
  total: number,
  planId: PlanId,
): ReportBlock[] {
  const heading: ReportBlock = { kind: 'heading', text: 'Clienti da ribilanciare', newPage: true };
  if (portfolios.length === 0) {
    return [
      heading,
      {
        kind: 'text',
        text: `Nessun cliente ha un’allocazione del portafoglio registrata: il ribilanciamento non si calcola. ${IMPORT_FILE_STEP}`,
      },
    ];
  }
  const target = PLAN_FIGURES[planId].allocation;
  const checked = portfolios.map((p) => ({
    name: p.name,
    result: allocationRebalancing(p.allocation, target),
  }));
  const toRebalance = checked
    .flatMap(({ name, result }) => {
      if (result.moves === null || !result.moves.needsRebalancing) return [];
      const drift = Math.max(...result.moves.rows.map((row) => Math.abs(row.driftPoints)));
      return [{ name, drift, total: result.total }];
    })
    .sort((a, b) => b.drift - a.drift);
  const unknown = checked.filter(({ result }) => result.moves === null).map(({ name }) => name);
  const blocks: ReportBlock[] = [
    heading,
    {
      kind: 'text',
      text: `Confronto con il piano ${planName(planId)}: ${formatNumber(toRebalance.length)} clienti su ${formatNumber(checked.length)} hanno una classe che si scosta di oltre 5 punti.`,
    },
  ];
  if (toRebalance.length > 0) {
    const { body, more } = firstRows(toRebalance, 'clienti, dallo scostamento più ampio,');
    blocks.push(
      {
        kind: 'table',
        head: ['Cliente', 'Scostamento massimo (punti)', 'Portafoglio'],
        body: body.map(({ name, drift, total }) => [
          name,
          formatPercentOneDecimal(drift),
          formatEuro(total),
        ]),
        rightAligned: [1, 2],
        dense: true,
      },
      ...more,
    );
  }
  if (unknown.length > 0) {
    blocks.push({
      kind: 'text',
      text: `Non calcolato, perché di parte del portafoglio non è nota la classe di attivo: ${formatSomeNames(unknown, BOOK_TABLE_MAX_ROWS)}.`,
      muted: true,
    });
  }
  blocks.push(...coverageNote(portfolios.length, total, 'l’allocazione registrata'));
  return blocks;
}

/**
 * What the book asks of the advisor: each alert of the client page (domain client-alerts), how
 * many clients raise it, urgent (red) and to follow (yellow), and what it advises; the most
 * urgent first.
 */
export function bookActionsSection(clients: readonly Client[]): ReportBlock[] {
  const heading: ReportBlock = { kind: 'heading', text: 'Azioni consigliate', newPage: true };
  const counts = new Map<
    string,
    { title: string; description: string; red: number; yellow: number }
  >();
  for (const client of clients) {
    for (const alert of clientAlerts(client)) {
      const row = counts.get(alert.id) ?? { ...alert, red: 0, yellow: 0 };
      if (alert.severity === 'red') row.red += 1;
      else row.yellow += 1;
      counts.set(alert.id, row);
    }
  }
  if (counts.size === 0) {
    return [heading, { kind: 'text', text: 'Nessun cliente ha un indicatore da seguire.' }];
  }
  const rows = [...counts.values()].sort((a, b) => b.red - a.red || b.yellow - a.yellow);
  return [
    heading,
    {
      kind: 'table',
      head: ['Azione', 'Urgenti', 'Da seguire', 'Cosa fare'],
      body: rows.map((row) => [
        row.title,
        formatNumber(row.red),
        formatNumber(row.yellow),
        row.description,
      ]),
      rightAligned: [1, 2],
    },
    {
      kind: 'text',
      text: `Su ${formatNumber(clients.length)} clienti. Urgenti: l’indicatore è in rosso; da seguire: in giallo. Ogni cliente, con i suoi indicatori, è nella sua pagina in Clienti.`,
      muted: true,
    },
  ];
}
