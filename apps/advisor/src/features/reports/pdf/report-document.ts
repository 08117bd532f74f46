// The report as blocks and metadata: pure data in, pure data out, so the worker only
// has to hand it to the renderer. Same data and functions as the preview.
import { type AllocationItem, type ReportTypeId } from '@traguardo/domain/entities';
import { clientAllocation } from '@traguardo/sample-data/client-insights';
import { reportSubject } from '../report-subject';
import {
  closingNotes,
  clientsTable,
  cover,
  executiveSummary,
  goalsSection,
  keyIndicators,
  portfolioSection,
  recommendations,
} from './pdf-sections';
import { type ReportBlock, type ReportDocument } from './report-blocks';
import { type ReportPdfInput, type ReportPdfSubject } from './report-pdf-input';

type Section = 'indicators' | 'goals' | 'portfolio';

/** What each report type holds beyond cover, summary, recommendations and notes. */
const SECTIONS: Record<ReportTypeId, readonly Section[]> = {
  comprehensive: ['indicators', 'goals', 'portfolio'],
  summary: ['indicators'],
  goals: ['goals'],
  portfolio: ['indicators', 'portfolio'],
};

/** The firm's allocation: every client's allocation summed by asset class. */
function allocationOf(subject: ReportPdfSubject): AllocationItem[] {
  if (subject.kind === 'client') return subject.allocation;
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

export function reportDocument(input: ReportPdfInput): ReportDocument {
  const { subject } = input;
  const clients = subject.kind === 'client' ? [subject.client] : subject.clients;
  const summary = reportSubject(subject.kind === 'client' ? subject.client.id : '', clients);
  const sections = SECTIONS[input.typeId];
  const blocks: ReportBlock[] = [cover(input, summary.name), ...executiveSummary(summary, subject)];
  if (sections.includes('indicators')) blocks.push(...keyIndicators(subject));
  if (sections.includes('goals')) blocks.push(...goalsSection(subject));
  if (sections.includes('portfolio'))
    blocks.push(...portfolioSection(subject, allocationOf(subject)));
  blocks.push(...recommendations());
  if (subject.kind === 'all') blocks.push(...clientsTable(subject.clients));
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
