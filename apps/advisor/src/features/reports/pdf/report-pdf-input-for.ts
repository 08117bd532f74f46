import { toLocalIsoDate } from '@traguardo/domain/calendar-date';
import { type Branding, type ReportType } from '@traguardo/domain/entities';
import { clientRecord, type ClientWithFile } from '@traguardo/sample-data/client-record';
import { type ReportPdfInput } from './report-pdf-input';

type ReportPdfInputFor = {
  type: ReportType;
  /** A client id, or anything else for the aggregate report (as the preview). */
  clientId: string;
  clients: readonly ClientWithFile[];
  /** Whether a client is one of the demo's sample clients (data/sample-clients.ts). */
  isSample: (clientId: string) => boolean;
  branding: Branding;
  advisor: { name: string; license: string };
  generatedAt: Date;
};

/** The worker's input for what the screen shows: the same selection as the preview. */
export function reportPdfInputFor(options: ReportPdfInputFor): ReportPdfInput {
  const { type, clientId, clients, isSample, branding, advisor, generatedAt } = options;
  const client = clients.find((c) => c.id === clientId);
  const today = toLocalIsoDate(generatedAt);
  let subject: ReportPdfInput['subject'];
  if (client === undefined) {
    const sampleIds = clients.filter((c) => isSample(c.id)).map((c) => c.id);
    subject = {
      kind: 'all',
      clients,
      // The book's goals, histories and allocations are looked up in the PDF worker
      // (book-facts.ts): for a book of thousands, work the page must not do.
      sampleIds,
      sample: sampleIds.length > 0,
    };
  } else {
    const sample = isSample(client.id);
    const { goals, history, allocation } = clientRecord(client, { sample, today });
    subject = { kind: 'client', client, sample, goals, history, allocation };
  }
  return {
    typeId: type.id,
    typeName: type.name,
    branding,
    advisor: { name: advisor.name, license: advisor.license },
    generatedAt: generatedAt.toISOString(),
    subject,
  };
}
