// The sections of a single client's report beyond the summary: each starts a page and
// prints its figures with the same domain rules and formatters as the client's screens.
import { insuranceGapHealth } from '@traguardo/domain/client-alerts';
import {
  ESTIMATED_MONTHLY_EXPENSES,
  type ClientRecommendations,
  type NextStep,
} from '@traguardo/domain/client-recommendations';
import {
  INSURANCE_GAP_ALERT_FROM,
  MONTHS_PER_YEAR,
  SAVINGS_RATE_TARGET,
} from '@traguardo/domain/constants';
import { type AdvisorGoal, type Client, type NetWorthPoint } from '@traguardo/domain/entities';
import {
  formatCount,
  formatDate,
  formatEuro,
  formatNumber,
  formatPercent,
  formatSignedPercentOneDecimal,
} from '@traguardo/domain/format';
import { statusLabel } from '@traguardo/domain/status';
import { type ReportBlock } from './report-blocks';

/** The net worth and its trend over `history`, the last twelve months. */
export function netWorthSection(client: Client, history: readonly NetWorthPoint[]): ReportBlock[] {
  const first = history[0]?.value ?? client.netWorth;
  const change = first === 0 ? 0 : ((client.netWorth - first) / first) * 100;
  return [
    { kind: 'heading', text: 'Patrimonio netto e andamento', newPage: true },
    {
      kind: 'figures',
      items: [
        { label: 'Patrimonio netto', value: formatEuro(client.netWorth) },
        {
          label: `Variazione dall’inizio del periodo (${history[0]?.month ?? ''})`,
          value: formatSignedPercentOneDecimal(change),
        },
      ],
    },
    {
      kind: 'chart',
      title: `Andamento del patrimonio di ${client.name}`,
      spec: {
        kind: 'area',
        labels: history.map((point) => point.month),
        series: [{ label: 'Patrimonio', data: history.map((point) => point.value) }],
        axis: 'euro-k',
      },
      table: {
        kind: 'table',
        head: ['Mese', 'Patrimonio'],
        body: history.map((point) => [point.month, formatEuro(point.value)]),
        rightAligned: [1],
      },
    },
    {
      kind: 'text',
      text: 'L’andamento degli ultimi dodici mesi; la scheda del cliente ne mostra gli ultimi sei.',
      muted: true,
    },
  ];
}

/**
 * Monthly cash flow from the savings rate and the monthly expenses (estimated, as in the
 * recommendations): income is what leaves that rate after the expenses.
 */
export function cashFlowSection(client: Client): ReportBlock[] {
  const expenses = ESTIMATED_MONTHLY_EXPENSES;
  const rate = Math.min(Math.max(client.savingsRate, 0), 95) / 100;
  const income = Math.round(expenses / (1 - rate));
  const saving = income - expenses;
  const rows: [string, number][] = [
    ['Entrate', income],
    ['Spese', expenses],
    ['Risparmio', saving],
  ];
  return [
    { kind: 'heading', text: 'Flusso di cassa', newPage: true },
    {
      kind: 'figures',
      items: [
        {
          label: 'Tasso di risparmio',
          value: formatPercent(client.savingsRate),
          note: `Obiettivo ${formatPercent(SAVINGS_RATE_TARGET)}`,
        },
        { label: 'Risparmio annuo stimato', value: formatEuro(saving * MONTHS_PER_YEAR) },
      ],
    },
    {
      kind: 'chart',
      title: 'Flusso di cassa mensile stimato',
      spec: {
        kind: 'bar',
        labels: rows.map(([label]) => label),
        series: [{ label: 'Importo mensile', data: rows.map(([, value]) => value) }],
        axis: 'euro-k',
      },
      table: {
        kind: 'table',
        head: ['Voce', 'Al mese', 'All’anno'],
        body: rows.map(([label, value]) => [
          label,
          formatEuro(value),
          formatEuro(value * MONTHS_PER_YEAR),
        ]),
        rightAligned: [1, 2],
      },
    },
    {
      kind: 'text',
      text: `Spese mensili stimate sulla media ISTAT 2023 delle famiglie italiane (${formatEuro(expenses)}); le entrate sono quelle che danno il tasso di risparmio del cliente.`,
      muted: true,
    },
  ];
}

export function insuranceSection(client: Client): ReportBlock[] {
  const health = insuranceGapHealth(client.insuranceGap);
  return [
    { kind: 'heading', text: 'Protezione assicurativa', newPage: true },
    {
      kind: 'table',
      head: ['Indicatore', 'Valore', 'Soglia', 'Stato'],
      body: [
        [
          'Gap assicurativo',
          formatPercent(client.insuranceGap),
          `sotto il ${formatPercent(INSURANCE_GAP_ALERT_FROM)}`,
          { text: statusLabel(health, 'detail'), health },
        ],
      ],
      rightAligned: [1],
    },
    {
      kind: 'text',
      text: 'Il gap assicurativo è la parte del fabbisogno di protezione (vita, invalidità, infortuni) non coperta dalle polizze in essere.',
    },
  ];
}

/** Below target first, each with its figure and step; then what is on target. */
export function recommendationsSection({ advice, onTarget }: ClientRecommendations): ReportBlock[] {
  const blocks: ReportBlock[] = [{ kind: 'heading', text: 'Raccomandazioni', newPage: true }];
  if (advice.length === 0) {
    blocks.push({
      kind: 'text',
      text: 'Nessuna azione correttiva: ogni indicatore è in linea con il suo obiettivo.',
    });
  } else {
    blocks.push({
      kind: 'list',
      ordered: true,
      items: advice.map((item) =>
        item.basis === undefined ? item.text : `${item.text} ${item.basis}`,
      ),
    });
  }
  if (onTarget.length > 0) {
    blocks.push(
      { kind: 'heading', text: 'In linea con gli obiettivi' },
      { kind: 'list', ordered: false, items: onTarget },
    );
  }
  return blocks;
}

export function nextStepsSection(steps: readonly NextStep[]): ReportBlock[] {
  return [
    { kind: 'heading', text: 'Prossimi passi', newPage: true },
    {
      kind: 'table',
      head: ['Passo', 'Entro il'],
      body: steps.map((step) => [step.text, formatDate(step.by)]),
      rightAligned: [1],
    },
  ];
}

/** The summary's short list: how many indicators are on target, what to do first, the goals. */
export function highlightsSection(
  { advice, onTarget }: ClientRecommendations,
  goals: readonly AdvisorGoal[],
): ReportBlock[] {
  const total = advice.length + onTarget.length;
  const first = advice[0];
  return [
    { kind: 'heading', text: 'In breve' },
    {
      kind: 'list',
      ordered: false,
      items: [
        `${formatCount(onTarget.length, 'indicatore', 'indicatori')} su ${formatNumber(total)} in linea con gli obiettivi.`,
        first === undefined
          ? 'Nessuna azione correttiva necessaria.'
          : `Da fare per primo: ${first.text}`,
        ...goals.map((goal) => `${goal.name}: ${formatPercent(goal.progress)} dell’obiettivo.`),
      ],
    },
  ];
}
