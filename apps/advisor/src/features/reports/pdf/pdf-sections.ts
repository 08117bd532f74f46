// The sections of the report as blocks (report-blocks.ts): what each section prints, from
// the same data and functions as the preview. The renderer lays them out.
import { insuranceGapHealth } from '@traguardo/domain/client-alerts';
import { emergencyFundBelowTarget, feesAboveTarget } from '@traguardo/domain/client-criteria';
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
import { REPORT_RECOMMENDATIONS } from '../report-recommendations';
import { type ReportSubject, savingsTargetNote } from '../report-subject';
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
      `sotto lo ${formatPercentOneDecimal(INVESTMENT_FEE_TARGET)}`,
    ],
    [
      'Gap assicurativo da segnalare',
      `${count((c) => insuranceGapHealth(c.insuranceGap) !== 'green')} clienti`,
      `sotto il ${formatPercent(INSURANCE_GAP_ALERT_FROM)}`,
    ],
  ];
}

export function keyIndicators(pdfSubject: ReportPdfSubject): ReportBlock[] {
  return [
    { kind: 'heading', text: 'Indicatori chiave' },
    pdfSubject.kind === 'client'
      ? {
          kind: 'table',
          head: ['Indicatore', 'Valore', 'Obiettivo', 'Stato'],
          body: clientIndicatorRows(pdfSubject.client),
        }
      : {
          kind: 'table',
          head: ['Indicatore', 'Clienti', 'Obiettivo'],
          body: aggregateIndicatorRows(pdfSubject.clients),
        },
  ];
}

export function goalsSection(pdfSubject: ReportPdfSubject): ReportBlock[] {
  const heading: ReportBlock = { kind: 'heading', text: 'Obiettivi' };
  if (pdfSubject.kind === 'all') {
    return [
      heading,
      {
        kind: 'text',
        text: 'Gli obiettivi di ciascun cliente sono nei report individuali.',
        muted: true,
      },
    ];
  }
  if (pdfSubject.goals.length === 0) {
    return [heading, { kind: 'text', text: 'Nessun obiettivo registrato.', muted: true }];
  }
  return [
    heading,
    {
      kind: 'table',
      head: ['Obiettivo', 'Attuale', 'Obiettivo (€)', 'Avanzamento'],
      body: pdfSubject.goals.map((goal) => [
        goal.name,
        formatEuro(goal.current),
        formatEuro(goal.target),
        formatPercent(goal.progress),
      ]),
      rightAligned: [1, 2, 3],
    },
  ];
}

export function portfolioSection(
  pdfSubject: ReportPdfSubject,
  allocation: readonly { name: string; value: number; amount: number }[],
): ReportBlock[] {
  const fee =
    pdfSubject.kind === 'client'
      ? `Costi di investimento: ${formatFeePercent(pdfSubject.client.investmentFee)} (obiettivo sotto lo ${formatPercentOneDecimal(INVESTMENT_FEE_TARGET)}).`
      : `Obiettivo sui costi di investimento: sotto lo ${formatPercentOneDecimal(INVESTMENT_FEE_TARGET)}.`;
  return [
    { kind: 'heading', text: 'Allocazione e costi' },
    {
      kind: 'table',
      head: ['Classe di attivo', 'Peso', 'Importo'],
      body: allocation.map((item) => [
        item.name,
        formatPercent(item.value),
        formatEuro(item.amount),
      ]),
      rightAligned: [1, 2],
    },
    { kind: 'text', text: fee },
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
      rightAligned: [2],
      dense: true,
    },
  ];
}

export function recommendations(): ReportBlock[] {
  return [
    { kind: 'heading', text: 'Raccomandazioni' },
    { kind: 'list', ordered: true, items: [...REPORT_RECOMMENDATIONS] },
  ];
}

export function closingNotes(input: ReportPdfInput): ReportBlock[] {
  return [
    { kind: 'heading', text: 'Note', newPage: true },
    {
      kind: 'list',
      ordered: false,
      items: [
        'I dati di questo report sono simulati: Traguardo è una versione demo.',
        'Questo documento non costituisce consulenza in materia di investimenti né sollecitazione all’acquisto di strumenti finanziari.',
        `Report generato il ${formatDateLong(input.generatedAt)} da ${input.advisor.name} (${input.advisor.license}), ${input.branding.firmName}.`,
      ],
    },
  ];
}
