// The report as blocks and metadata: pure data in, pure data out, so the worker only
// has to hand it to the renderer. Same data and functions as the preview and the client's
// screens. Each type holds the pages it promises (spec: Completo 12–15, Sintesi 3–4,
// Obiettivi 6–8, Portafoglio 8–10), every section starting a page of its own. A client
// whose history or allocation is not known (any but the demo's sample clients, unless an
// investor's file brought the allocation) gets a shorter report: the sections that need
// them are left out and one page says what is missing and how to get it. The same for the
// cash flow: only the sample clients' spending is estimated (ISTAT), nobody else's.
import { toLocalIsoDate } from '@traguardo/domain/calendar-date';
import { clientRecommendations, nextSteps } from '@traguardo/domain/client-recommendations';
import { DEFAULT_PLAN_ID } from '@traguardo/domain/constants';
import { type ReportTypeId } from '@traguardo/domain/entities';
import { investedAmount } from '@traguardo/domain/investment-costs';
import { reportSubject } from '../report-subject';
import { bookFacts } from './book-facts';
import {
  bookActionsSection,
  bookAllocationSection,
  bookCostsSection,
  bookGoalsSection,
  bookReturnsSection,
  bookTotalsSection,
  offTargetSection,
  rebalanceSection,
} from './pdf-book-sections';
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
import {
  missingDataSection,
  needsData,
  SECTIONS_NEEDING_DATA,
  type SectionNeedingData,
} from './pdf-missing-data';
import { type MissingClientData } from '@traguardo/domain/client-missing-data';
import { type ReportBlock, type ReportDocument } from './report-blocks';
import { type ReportPdfInput, type ReportPdfSubject } from './report-pdf-input';

type ClientSubject = Extract<ReportPdfSubject, { kind: 'client' }>;
type BookSubject = Extract<ReportPdfSubject, { kind: 'all' }>;
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

type BookSection =
  | 'indicators'
  | 'totals'
  | 'goals'
  | 'off-target'
  | 'returns'
  | 'allocation'
  | 'costs'
  | 'rebalance'
  | 'actions'
  | 'clients';

/**
 * What each type holds for the whole book after its executive summary, in order: the
 * client's sections as far as the book knows them (goals and allocations only where an
 * investor's file or the demo's sample brought them; each section says over how many).
 */
const BOOK_SECTIONS: Record<ReportTypeId, readonly BookSection[]> = {
  comprehensive: [
    'indicators',
    'totals',
    'goals',
    'off-target',
    'returns',
    'allocation',
    'costs',
    'rebalance',
    'actions',
    'clients',
  ],
  summary: ['indicators'],
  goals: ['indicators', 'goals', 'off-target', 'actions'],
  portfolio: ['indicators', 'returns', 'allocation', 'costs', 'rebalance', 'actions'],
};

function bookSections(subject: BookSubject, input: ReportPdfInput): ReportBlock[] {
  const { clients } = subject;
  const planId = DEFAULT_PLAN_ID;
  const generatedAt = new Date(input.generatedAt);
  const facts = bookFacts(clients, subject.sampleIds, toLocalIsoDate(generatedAt));
  const make: Record<BookSection, () => ReportBlock[]> = {
    // On the page of the executive summary.
    indicators: () => keyIndicators(subject),
    totals: () => bookTotalsSection(clients),
    goals: () => bookGoalsSection(facts.goals, facts.clientsWithGoals, clients.length, generatedAt),
    'off-target': () => offTargetSection(clients),
    returns: () => bookReturnsSection(facts.history, clients.length, planId),
    allocation: () => bookAllocationSection(facts.allocation, clients.length),
    costs: () => bookCostsSection(clients, facts.portfolios),
    rebalance: () => rebalanceSection(facts.portfolios, clients.length, planId),
    actions: () => bookActionsSection(clients),
    clients: () => clientsTable(clients),
  };
  return BOOK_SECTIONS[input.typeId].flatMap((section) => make[section]());
}

function clientSections(subject: ClientSubject, input: ReportPdfInput): ReportBlock[] {
  const { client, sample, goals, history, allocation } = subject;
  const planId = DEFAULT_PLAN_ID;
  const invested = allocation === undefined ? undefined : investedAmount(allocation);
  // Only the demo's sample clients have their spending estimated (ISTAT); no other
  // client's figures rest on an estimate.
  const recommendations = clientRecommendations({
    ...client,
    invested,
    ...(sample ? { monthlyExpenses: 'estimate' as const } : {}),
  });
  const generatedAt = new Date(input.generatedAt);
  const today = toLocalIsoDate(generatedAt);
  const known: Record<MissingClientData, boolean> = {
    history: history !== undefined,
    allocation: allocation !== undefined,
    spending: sample,
  };
  const make: Record<Section, () => ReportBlock[]> = {
    'net-worth': () => (history === undefined ? [] : netWorthSection(client, history)),
    'cash-flow': () => (sample ? cashFlowSection(client) : []),
    // In the summary the indicators share the page of the executive summary.
    indicators: () => keyIndicators(subject, input.typeId !== 'summary'),
    goals: () => goalsSection(goals, generatedAt),
    projections: () => projectionSections(goals, planId, generatedAt),
    returns: () => (history === undefined ? [] : returnsSection(history, planId)),
    allocation: () =>
      allocation === undefined ? [] : allocationSection(client.name, allocation, planId),
    costs: () => (allocation === undefined ? [] : costsSection(client, allocation, planId)),
    insurance: () => insuranceSection(client),
    recommendations: () => recommendationsSection(recommendations),
    'next-steps': () => nextStepsSection(nextSteps(recommendations.advice, today)),
  };
  const sections = CLIENT_SECTIONS[input.typeId];
  const missing = sections.filter(
    (section): section is SectionNeedingData =>
      needsData(section) && !known[SECTIONS_NEEDING_DATA[section].needs],
  );
  const blocks: ReportBlock[] = [];
  for (const section of sections) {
    // The page of what is missing stands where the first section left out would be.
    if (section === missing[0]) blocks.push(...missingDataSection(missing));
    blocks.push(...make[section]());
  }
  return [...highlightsSection(recommendations, goals), ...blocks];
}

export function reportDocument(input: ReportPdfInput): ReportDocument {
  const { subject } = input;
  const clients = subject.kind === 'client' ? [subject.client] : subject.clients;
  const summary = reportSubject(subject.kind === 'client' ? subject.client.id : '', clients);
  const blocks: ReportBlock[] = [cover(input, summary.name), ...executiveSummary(summary, subject)];
  if (subject.kind === 'client') blocks.push(...clientSections(subject, input));
  else blocks.push(...bookSections(subject, input));
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
