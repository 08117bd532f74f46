// The sections of the report as blocks (report-blocks.ts): what each section prints, from
// the same data and functions as the preview. The renderer lays them out.
import { insuranceGapHealth } from '@traguardo/domain/client-alerts';
import { emergencyFundBelowTarget, feesAboveTarget } from '@traguardo/domain/client-criteria';
import {
  EMERGENCY_FUND_TARGET_MONTHS,
  INSURANCE_GAP_ALERT_FROM,
  INVESTMENT_FEE_TARGET,
  SAVINGS_RATE_TARGET,
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
} from '@traguardo/domain/format';
import { indicatorHealth } from '@traguardo/domain/health';
import { statusLabel } from '@traguardo/domain/status';
import { type ReportSubject, savingsTargetNote } from '../report-subject';
import { reportSignature } from './cover-text';
import { type ReportPdfInput, type ReportPdfSubject } from './report-pdf-input';
import { type ReportBlock, type ReportCell, type ReportFigure } from './report-blocks';

export function cover(input: ReportPdfInput, subjectName: string): ReportBlock {
  const { branding, advisor } = input;
  return {
    kind: 'cover',
    firmName: branding.firmName,
    address: branding.address,
    website: branding.website,
    primaryColor: branding.primaryColor,
    secondaryColor: branding.secondaryColor,
    title: input.typeName,
    subject: subjectName,
    date: formatDateLong(input.generatedAt),
    advisorName: advisor.name,
    license: advisor.license,
  };
}

export function executiveSummary(
  subject: ReportSubject,
  pdfSubject: ReportPdfSubject,
): ReportBlock[] {
  const figures: ReportFigure[] = [
    {
      label: pdfSubject.kind === 'all' ? 'Patrimonio netto totale' : 'Patrimonio netto',
      value: formatEuro(subject.netWorth),
    },
    {
      label: pdfSubject.kind === 'all' ? 'Tasso di risparmio medio' : 'Tasso di risparmio',
      value: formatPercent(subject.savingsRate),
      note: savingsTargetNote(),
    },
  ];
  return [
    { kind: 'heading', text: 'Sintesi esecutiva', newPage: true },
    { kind: 'figures', items: figures },
    {
      kind: 'figures',
      items: subject.indicators.map(({ label, value }) => ({ label, value })),
    },
  ];
}

function healthCell(health: Health): ReportCell {
  return { text: statusLabel(health, 'detail'), health };
}

function clientIndicatorRows(client: Client): ReportCell[][] {
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
      `sotto ${formatFeePercent(INVESTMENT_FEE_TARGET)}`,
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

function aggregateIndicatorRows(clients: readonly Client[]): ReportCell[][] {
  const count = (test: (client: Client) => boolean) => formatNumber(clients.filter(test).length);
  return [
    [
      'Fondo di emergenza sotto obiettivo',
      `${count(emergencyFundBelowTarget)} clienti`,
      `${formatNumber(EMERGENCY_FUND_TARGET_MONTHS)} mesi`,
    ],
    [
      'Costi di investimento sopra obiettivo',
      `${count(feesAboveTarget)} clienti`,
      `sotto ${formatFeePercent(INVESTMENT_FEE_TARGET)}`,
    ],
    [
      'Gap assicurativo da segnalare',
      `${count((c) => insuranceGapHealth(c.insuranceGap) !== 'green')} clienti`,
      `sotto il ${formatPercent(INSURANCE_GAP_ALERT_FROM)}`,
    ],
  ];
}

/**
 * How far each indicator is from its target, in percent of it (100 = on target), as the
 * health rule measures it: value over target, or target over value where lower is better.
 */
function attainment(client: Client): [string, number][] {
  const ratio = (value: number) => Math.min(200, Math.round(value * 100));
  return [
    ['Risparmio', ratio(client.savingsRate / SAVINGS_RATE_TARGET)],
    ['Fondo', ratio(client.emergencyFund / EMERGENCY_FUND_TARGET_MONTHS)],
    ['Costi', ratio(INVESTMENT_FEE_TARGET / Math.max(client.investmentFee, 0.01))],
    ['Assicurazione', ratio(INSURANCE_GAP_ALERT_FROM / Math.max(client.insuranceGap, 1))],
  ];
}

export function keyIndicators(pdfSubject: ReportPdfSubject, newPage = false): ReportBlock[] {
  const heading: ReportBlock = { kind: 'heading', text: 'Indicatori chiave', newPage };
  if (pdfSubject.kind === 'all') {
    return [
      heading,
      {
        kind: 'table',
        head: ['Indicatore', 'Clienti', 'Obiettivo'],
        body: aggregateIndicatorRows(pdfSubject.clients),
        rightAligned: [1],
      },
    ];
  }
  const reached = attainment(pdfSubject.client);
  return [
    heading,
    {
      kind: 'table',
      head: ['Indicatore', 'Valore', 'Obiettivo', 'Stato'],
      body: clientIndicatorRows(pdfSubject.client),
      rightAligned: [1],
    },
    {
      kind: 'chart',
      title: 'Indicatori rispetto agli obiettivi',
      spec: {
        kind: 'bar',
        labels: reached.map(([label]) => label),
        series: [{ label: 'Percentuale dell’obiettivo', data: reached.map(([, value]) => value) }],
        axis: 'percent',
      },
      table: {
        kind: 'table',
        head: ['Indicatore', 'Dell’obiettivo'],
        body: reached.map(([label, value]) => [label, formatPercent(value)]),
        rightAligned: [1],
      },
    },
    {
      kind: 'text',
      text: 'Il 100% è l’obiettivo raggiunto; per costi e gap assicurativo, dove meno è meglio, l’obiettivo diviso il valore.',
      muted: true,
    },
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
export function clientsTable(clients: readonly Client[]): ReportBlock[] {
  return [
    {
      kind: 'heading',
      text: `Elenco clienti (${formatNumber(clients.length)})`,
      newPage: true,
    },
    {
      kind: 'table',
      head: CLIENT_TABLE_HEADER,
      body: clients.map((c) => [
        c.name,
        statusLabel(c.status, 'dashboard'),
        formatEuro(c.netWorth),
        formatPercent(c.savingsRate),
        `${formatDecimal(c.emergencyFund)} mesi`,
        formatFeePercent(c.investmentFee),
        formatPercent(c.insuranceGap),
        formatDate(c.lastContact),
      ]),
      rightAligned: [2, 3, 4, 5, 6, 7],
      dense: true,
    },
  ];
}

export function closingNotes(input: ReportPdfInput): ReportBlock[] {
  return [
    { kind: 'heading', text: 'Note e avvertenze', newPage: true },
    {
      kind: 'list',
      ordered: false,
      items: [
        // Only the demo's sample clients have simulated data; an advisor's own are real.
        ...(input.subject.sample
          ? ['I dati di questo report sono simulati: Traguardo è una versione demo.']
          : []),
        'Questo documento non costituisce consulenza in materia di investimenti né sollecitazione all’acquisto di strumenti finanziari.',
        'Le proiezioni sono simulazioni su ipotesi di rendimento e volatilità: non sono una garanzia dei risultati futuri.',
        // The demo's sample clients are the only ones whose spending is estimated.
        ...(input.subject.kind === 'client' && input.subject.sample
          ? [
              'Dove le spese del cliente non sono note, sono stimate sulla media ISTAT 2023 delle famiglie italiane; le cifre che ne derivano sono indicative.',
            ]
          : []),
        'I costi sono indicati in percentuale e in euro, come richiesto dalla direttiva MiFID II per l’informativa ex post.',
        reportSignature({
          date: formatDateLong(input.generatedAt),
          advisorName: input.advisor.name,
          license: input.advisor.license,
          firmName: input.branding.firmName,
        }),
      ],
    },
  ];
}
