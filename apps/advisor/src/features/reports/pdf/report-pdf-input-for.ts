import { toLocalIsoDate } from '@traguardo/domain/calendar-date';
import { type Branding, type ReportType } from '@traguardo/domain/entities';
import {
  clientRecord,
  type ClientWithFile,
  knownAllocation,
} from '@traguardo/sample-data/client-record';
import { type BookAllocation, type ReportPdfInput } from './report-pdf-input';

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

/** Every known allocation summed by asset class; a client whose allocation is unknown adds nothing. */
function bookAllocation(
  clients: readonly ClientWithFile[],
  isSample: (clientId: string) => boolean,
): BookAllocation {
  const amounts = new Map<string, number>();
  let covered = 0;
  for (const client of clients) {
    const allocation = knownAllocation(client, isSample(client.id));
    if (allocation === undefined) continue;
    covered += 1;
    for (const item of allocation) {
      amounts.set(item.name, (amounts.get(item.name) ?? 0) + item.amount);
    }
  }
  const total = [...amounts.values()].reduce((sum, amount) => sum + amount, 0);
  return {
    clients: covered,
    items: [...amounts].map(([name, amount]) => ({
      name,
      amount,
      value: total === 0 ? 0 : Math.round((amount / total) * 100),
    })),
  };
}

/** The worker's input for what the screen shows: the same selection as the preview. */
export function reportPdfInputFor(options: ReportPdfInputFor): ReportPdfInput {
  const { type, clientId, clients, isSample, branding, advisor, generatedAt } = options;
  const client = clients.find((c) => c.id === clientId);
  const today = toLocalIsoDate(generatedAt);
  let subject: ReportPdfInput['subject'];
  if (client === undefined) {
    subject = {
      kind: 'all',
      clients,
      allocation: bookAllocation(clients, isSample),
      sample: clients.some((c) => isSample(c.id)),
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
