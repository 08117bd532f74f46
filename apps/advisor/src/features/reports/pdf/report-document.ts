// The report as blocks and metadata: pure data in, pure data out, so the worker only
// has to hand it to the renderer. Same data and functions as the preview and the client's
// screens. Each type holds the pages it promises (spec: Completo 12–15, Sintesi 3–4,
// Obiettivi 6–8, Portafoglio 8–10), every section starting a page of its own.
import { toLocalIsoDate } from '@traguardo/domain/calendar-date';
import { clientRecommendations, nextSteps } from '@traguardo/domain/client-recommendations';
import { DEFAULT_PLAN_ID } from '@traguardo/domain/constants';
import { type AllocationItem, type ReportTypeId } from '@traguardo/domain/entities';
import { investedAmount } from '@traguardo/domain/investment-costs';
import { clientAllocation } from '@traguardo/sample-data/client-insights';
import { reportSubject } from '../report-subject';
import { bookSections } from './pdf-book-sections';
import {
  cashFlowSection,
  highlightsSection,
  insuranceSection,
  netWorthSection,
  nextStepsSection,
  recommendationsSection,
} from './pdf-client-sections';
import {
  allocationSection,
  costsSection,
  goalsSection,
  returnsSection,
} from './pdf-portfolio-sections';
import { projectionSections } from './pdf-projection-sections';
import { closingNotes, clientsTable, cover, executiveSummary, keyIndicators } from './pdf-sections';
import { type ReportBlock, type ReportDocument } from './report-blocks';
import { type ReportPdfInput, type ReportPdfSubject } from './report-pdf-input';

type ClientSubject = Extract<ReportPdfSubject, { kind: 'client' }>;
type Section =
  | 'net-worth'
  | 'cash-flow'
  | 'indicators'
  | 'goals'
  | 'projections'
  | 'returns'
  | 'allocation'
  | 'costs'
  | 'insurance'
  | 'recommendations'
  | 'next-steps';

/** What each type holds for one client between the summary and the notes, in order. */
const CLIENT_SECTIONS: Record<ReportTypeId, readonly Section[]> = {
  comprehensive: [
    'net-worth',
    'cash-flow',
    'indicators',
    'goals',
    'projections',
    'allocation',
    'costs',
    'insurance',
    'recommendations',
    'next-steps',
  ],
  summary: ['indicators', 'recommendations'],
  goals: ['goals', 'projections', 'recommendations', 'next-steps'],
  portfolio: ['returns', 'allocation', 'costs', 'indicators', 'recommendations', 'next-steps'],
};

/** The firm's allocation: every client's allocation summed by asset class. */
function bookAllocation(subject: Extract<ReportPdfSubject, { kind: 'all' }>): AllocationItem[] {
  const amounts = new Map<string, number>();
  for (const client of subject.clients) {
    for (const item of clientAllocation(client)) {
      amounts.set(item.name, (amounts.get(item.name) ?? 0) + item.amount);
    }
  }
  const total = [...amounts.values()].reduce((sum, amount) => sum + amount, 0);
  return [...amounts].map(([name, amount]) => ({
    name,
    amount,
    value: total === 0 ? 0 : Math.round((amount / total) * 100),
  }));
}

function clientSections(subject: ClientSubject, input: ReportPdfInput): ReportBlock[] {
  const { client, goals, allocation } = subject;
  const planId = DEFAULT_PLAN_ID;
  const invested = investedAmount(allocation);
  const recommendations = clientRecommendations({ ...client, invested });
  const today = toLocalIsoDate(new Date(input.generatedAt));
  const make: Record<Section, () => ReportBlock[]> = {
    'net-worth': () => netWorthSection(client),
    'cash-flow': () => cashFlowSection(client),
    // In the summary the indicators share the page of the executive summary.
    indicators: () => keyIndicators(subject, input.typeId !== 'summary'),
    goals: () => goalsSection(goals),
    projections: () => projectionSections(goals, planId),
    returns: () => returnsSection(client, planId),
    allocation: () => allocationSection(client.name, allocation, planId),
    costs: () => costsSection(client, invested, planId),
    insurance: () => insuranceSection(client),
    recommendations: () => recommendationsSection(recommendations),
    'next-steps': () => nextStepsSection(nextSteps(recommendations.advice, today)),
  };
  return [
    ...highlightsSection(recommendations, goals),
    ...CLIENT_SECTIONS[input.typeId].flatMap((section) => make[section]()),
  ];
}

export function reportDocument(input: ReportPdfInput): ReportDocument {
  const { subject } = input;
  const clients = subject.kind === 'client' ? [subject.client] : subject.clients;
  const summary = reportSubject(subject.kind === 'client' ? subject.client.id : '', clients);
  const blocks: ReportBlock[] = [cover(input, summary.name), ...executiveSummary(summary, subject)];
  if (subject.kind === 'client') blocks.push(...clientSections(subject, input));
  else {
    blocks.push(
      ...keyIndicators(subject),
      ...bookSections(subject.clients, bookAllocation(subject)),
      ...clientsTable(subject.clients),
    );
  }
  blocks.push(...closingNotes(input));

  return {
    info: {
      title: `${input.typeName} – ${summary.name}`,
      author: input.advisor.name,
      subject: input.branding.firmName,
      creator: 'Traguardo',
    },
    blocks,
  };
}
