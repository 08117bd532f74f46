// The sections of the report PDF as pdfmake content: pdfmake lays them out, breaks tables
// across pages with their header rows repeated, and numbers the pages.
import type { Content, ContentTable, TableCell } from 'pdfmake/interfaces';
import { insuranceGapHealth } from '@traguardo/domain/client-alerts';
import {
  EMERGENCY_FUND_TARGET_MONTHS,
  INSURANCE_GAP_ALERT_FROM,
  INVESTMENT_FEE_TARGET,
} from '@traguardo/domain/constants';
import { type Health } from '@traguardo/domain/colors';
import { type Client } from '@traguardo/domain/entities';
import {
  formatDate,
  formatDateLong,
  formatDecimal,
  formatEuro,
  formatFeePercent,
  formatNumber,
  formatPercent,
  formatPercentOneDecimal,
} from '@traguardo/domain/format';
import { indicatorHealth } from '@traguardo/domain/health';
import { statusLabel } from '@traguardo/domain/status';
import { readableTextColor } from '../brand-colors';
import { REPORT_RECOMMENDATIONS } from '../report-recommendations';
import { type ReportSubject, savingsTargetNote } from '../report-subject';
import { type ReportPdfInput, type ReportPdfSubject } from './report-pdf-input';
import { MUTED, RULE } from './pdf-theme';

function headerRow(cells: readonly string[]): TableCell[] {
  return cells.map((text) => ({ text, style: 'tableHeader' }));
}

const lines = {
  hLineColor: () => RULE,
  vLineWidth: () => 0,
  hLineWidth: (i: number) => (i === 0 ? 0 : 0.5),
};

/** A table whose header row pdfmake repeats on every page it spans. */
function table(
  widths: (string | number)[],
  header: readonly string[],
  body: TableCell[][],
): ContentTable {
  return {
    table: { headerRows: 1, dontBreakRows: true, widths, body: [headerRow(header), ...body] },
    layout: lines,
    fontSize: 9,
  };
}

export function cover(input: ReportPdfInput, subjectName: string): Content {
  const { branding, advisor } = input;
  return [
    {
      table: {
        widths: ['*'],
        body: [
          [
            {
              stack: [
                { text: branding.firmName, fontSize: 20, bold: true },
                { text: branding.address, margin: [0, 6, 0, 0] },
                { text: branding.website },
              ],
              fillColor: branding.primaryColor,
              color: readableTextColor(branding.primaryColor),
              margin: [16, 18, 16, 18],
            },
          ],
        ],
      },
      layout: 'noBorders',
    },
    { canvas: [{ type: 'rect', x: 0, y: 0, w: 515, h: 8, color: branding.secondaryColor }] },
    { text: input.typeName, style: 'h1', margin: [0, 120, 0, 8] },
    { text: subjectName, fontSize: 16 },
    { text: formatDateLong(input.generatedAt), color: MUTED, margin: [0, 6, 0, 0] },
    { text: 'Consulente', style: 'label', margin: [0, 140, 0, 2] },
    { text: advisor.name, bold: true },
    { text: advisor.license },
    { text: branding.firmName, color: MUTED },
  ];
}

function figure(label: string, value: string, note?: string): Content {
  return {
    stack: [
      { text: label, style: 'label' },
      { text: value, style: 'value' },
      ...(note === undefined ? [] : [{ text: note, style: 'small' }]),
    ],
    margin: [0, 0, 0, 8],
  };
}

export function executiveSummary(subject: ReportSubject, pdfSubject: ReportPdfSubject): Content {
  const figures: Content[] = [
    figure(
      pdfSubject.kind === 'all' ? 'Patrimonio netto totale' : 'Patrimonio netto',
      formatEuro(subject.netWorth),
    ),
    figure(
      pdfSubject.kind === 'all' ? 'Tasso di risparmio medio' : 'Tasso di risparmio',
      formatPercent(subject.savingsRate),
      savingsTargetNote(),
    ),
  ];
  return [
    { text: 'Sintesi esecutiva', style: 'h2', pageBreak: 'before' },
    { columns: figures, columnGap: 16 },
    {
      columns: subject.indicators.map((indicator) => figure(indicator.label, indicator.value)),
      columnGap: 16,
    },
  ];
}

const healthText: Record<Health, string> = {
  green: statusLabel('green', 'detail'),
  yellow: statusLabel('yellow', 'detail'),
  red: statusLabel('red', 'detail'),
};
const healthColor: Record<Health, string> = { green: '#047857', yellow: '#b45309', red: '#b91c1c' };

function healthCell(health: Health): TableCell {
  return { text: healthText[health], color: healthColor[health], bold: true };
}

function clientIndicatorRows(client: Client): TableCell[][] {
  return [
    [
      'Fondo di emergenza',
      `${formatDecimal(client.emergencyFund)} mesi`,
      `${formatNumber(EMERGENCY_FUND_TARGET_MONTHS)} mesi`,
      healthCell(indicatorHealth(client.emergencyFund, EMERGENCY_FUND_TARGET_MONTHS)),
    ],
    [
      'Costi di investimento',
      formatFeePercent(client.investmentFee),
      `sotto lo ${formatPercentOneDecimal(INVESTMENT_FEE_TARGET)}`,
      healthCell(indicatorHealth(client.investmentFee, INVESTMENT_FEE_TARGET, 'lower-is-better')),
    ],
    [
      'Gap assicurativo',
      formatPercent(client.insuranceGap),
      `sotto il ${formatPercent(INSURANCE_GAP_ALERT_FROM)}`,
      healthCell(insuranceGapHealth(client.insuranceGap)),
    ],
  ];
}

function aggregateIndicatorRows(clients: readonly Client[]): TableCell[][] {
  const count = (test: (client: Client) => boolean) => formatNumber(clients.filter(test).length);
  return [
    [
      'Fondo di emergenza sotto obiettivo',
      `${count((c) => c.emergencyFund < EMERGENCY_FUND_TARGET_MONTHS)} clienti`,
      `${formatNumber(EMERGENCY_FUND_TARGET_MONTHS)} mesi`,
    ],
    [
      'Costi di investimento sopra obiettivo',
      `${count((c) => c.investmentFee > INVESTMENT_FEE_TARGET)} clienti`,
      `sotto lo ${formatPercentOneDecimal(INVESTMENT_FEE_TARGET)}`,
    ],
    [
      'Gap assicurativo da segnalare',
      `${count((c) => c.insuranceGap >= INSURANCE_GAP_ALERT_FROM)} clienti`,
      `sotto il ${formatPercent(INSURANCE_GAP_ALERT_FROM)}`,
    ],
  ];
}

export function keyIndicators(pdfSubject: ReportPdfSubject): Content {
  return [
    { text: 'Indicatori chiave', style: 'h2' },
    pdfSubject.kind === 'client'
      ? table(
          ['*', 'auto', 'auto', 'auto'],
          ['Indicatore', 'Valore', 'Obiettivo', 'Stato'],
          clientIndicatorRows(pdfSubject.client),
        )
      : table(
          ['*', 'auto', 'auto'],
          ['Indicatore', 'Clienti', 'Obiettivo'],
          aggregateIndicatorRows(pdfSubject.clients),
        ),
  ];
}

export function goalsSection(pdfSubject: ReportPdfSubject): Content {
  if (pdfSubject.kind === 'all') {
    return [
      { text: 'Obiettivi', style: 'h2' },
      { text: 'Gli obiettivi di ciascun cliente sono nei report individuali.', color: MUTED },
    ];
  }
  const rows: TableCell[][] = pdfSubject.goals.map((goal) => [
    goal.name,
    formatEuro(goal.current),
    formatEuro(goal.target),
    formatPercent(goal.progress),
  ]);
  return [
    { text: 'Obiettivi', style: 'h2' },
    rows.length === 0
      ? { text: 'Nessun obiettivo registrato.', color: MUTED }
      : table(
          ['*', 'auto', 'auto', 'auto'],
          ['Obiettivo', 'Attuale', 'Obiettivo (€)', 'Avanzamento'],
          rows,
        ),
  ];
}

export function portfolioSection(
  pdfSubject: ReportPdfSubject,
  allocation: readonly { name: string; value: number; amount: number }[],
): Content {
  const fee =
    pdfSubject.kind === 'client'
      ? `Costi di investimento: ${formatFeePercent(pdfSubject.client.investmentFee)} (obiettivo sotto lo ${formatPercentOneDecimal(INVESTMENT_FEE_TARGET)}).`
      : `Obiettivo sui costi di investimento: sotto lo ${formatPercentOneDecimal(INVESTMENT_FEE_TARGET)}.`;
  return [
    { text: 'Allocazione e costi', style: 'h2' },
    table(
      ['*', 'auto', 'auto'],
      ['Classe di attivo', 'Peso', 'Importo'],
      allocation.map((item) => [item.name, formatPercent(item.value), formatEuro(item.amount)]),
    ),
    { text: fee, margin: [0, 8, 0, 0] },
  ];
}

const CLIENT_TABLE_HEADER = [
  'Cliente',
  'Stato',
  'Patrimonio netto',
  'Risparmio',
  'Fondo emerg.',
  'Costi',
  'Gap ass.',
  'Ultimo contatto',
];

/** Every client, one row each: 10,000 rows break across pages under a repeated header. */
export function clientsTable(clients: readonly Client[]): Content {
  const rows: TableCell[][] = clients.map((c) => [
    c.name,
    statusLabel(c.status, 'dashboard'),
    { text: formatEuro(c.netWorth), alignment: 'right' },
    formatPercent(c.savingsRate),
    `${formatDecimal(c.emergencyFund)} mesi`,
    formatFeePercent(c.investmentFee),
    formatPercent(c.insuranceGap),
    formatDate(c.lastContact),
  ]);
  return [
    { text: `Elenco clienti (${formatNumber(clients.length)})`, style: 'h2', pageBreak: 'before' },
    {
      ...table(
        ['*', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto'],
        CLIENT_TABLE_HEADER,
        rows,
      ),
      fontSize: 7.5,
    },
  ];
}

export function recommendations(): Content {
  return [
    { text: 'Raccomandazioni', style: 'h2' },
    { ol: [...REPORT_RECOMMENDATIONS], margin: [0, 0, 0, 0] },
  ];
}

export function closingNotes(input: ReportPdfInput): Content {
  return [
    { text: 'Note', style: 'h2', pageBreak: 'before' },
    {
      ul: [
        'I dati di questo report sono simulati: Traguardo è una versione demo.',
        'Questo documento non costituisce consulenza in materia di investimenti né sollecitazione all’acquisto di strumenti finanziari.',
        `Report generato il ${formatDateLong(input.generatedAt)} da ${input.advisor.name} (${input.advisor.license}), ${input.branding.firmName}.`,
      ],
    },
  ];
}
