// The report as a pdfmake document definition: pure data in, pure data out, so the
// worker only has to hand it to pdfmake. Same data and functions as the preview.
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
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
import { FONT, MUTED, TEXT, styles } from './pdf-theme';
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

/** "Pagina X di Y" on every page, so a printed report can be put back in order. */
export function pageFooter(currentPage: number, pageCount: number): Content {
  return {
    text: `Pagina ${currentPage} di ${pageCount}`,
    alignment: 'center',
    fontSize: 8,
    color: MUTED,
    margin: [0, 12, 0, 0],
  };
}

export function reportDocument(input: ReportPdfInput): TDocumentDefinitions {
  const { subject } = input;
  const clients = subject.kind === 'client' ? [subject.client] : subject.clients;
  const summary = reportSubject(subject.kind === 'client' ? subject.client.id : '', clients);
  const sections = SECTIONS[input.typeId];
  const content: Content[] = [cover(input, summary.name), executiveSummary(summary, subject)];
  if (sections.includes('indicators')) content.push(keyIndicators(subject));
  if (sections.includes('goals')) content.push(goalsSection(subject));
  if (sections.includes('portfolio'))
    content.push(portfolioSection(subject, allocationOf(subject)));
  content.push(recommendations());
  if (subject.kind === 'all') content.push(clientsTable(subject.clients));
  content.push(closingNotes(input));

  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    info: {
      title: `${input.typeName} – ${summary.name}`,
      author: input.advisor.name,
      subject: input.branding.firmName,
      creator: 'Traguardo',
    },
    language: 'it-IT',
    defaultStyle: { font: FONT, fontSize: 10, color: TEXT, lineHeight: 1.2 },
    styles,
    content,
    footer: pageFooter,
  };
}
