import { toLocalIsoDate } from '@traguardo/domain/calendar-date';
import { type Branding, type ReportType } from '@traguardo/domain/entities';
import {
  clientRecord,
  type ClientWithFile,
  knownAllocation,
} from '@traguardo/sample-data/client-record';
import {
  type BookAllocation,
  type BookGoal,
  type BookHistory,
  type BookPortfolio,
  type ReportPdfInput,
} from './report-pdf-input';

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

/** What the book knows of each client beyond its figures: the same record as a client's report. */
function bookRecords(
  clients: readonly ClientWithFile[],
  isSample: (clientId: string) => boolean,
  today: ReturnType<typeof toLocalIsoDate>,
): {
  portfolios: BookPortfolio[];
  goals: BookGoal[];
  clientsWithGoals: number;
  history: BookHistory;
} {
  const portfolios: BookPortfolio[] = [];
  const goals: BookGoal[] = [];
  let clientsWithGoals = 0;
  const sums: number[] = [];
  let months: string[] = [];
  let withHistory = 0;
  for (const client of clients) {
    const record = clientRecord(client, { sample: isSample(client.id), today });
    if (record.allocation !== undefined) {
      portfolios.push({
        name: client.name,
        investmentFee: client.investmentFee,
        allocation: record.allocation,
      });
    }
    if (record.goals.length > 0) clientsWithGoals += 1;
    for (const goal of record.goals) goals.push({ client: client.name, goal });
    if (record.history !== undefined) {
      withHistory += 1;
      months = record.history.map((point) => point.month);
      record.history.forEach((point, i) => {
        sums[i] = (sums[i] ?? 0) + point.value;
      });
    }
  }
  const points = months.map((month, i) => ({ month, value: sums[i] ?? 0 }));
  return { portfolios, goals, clientsWithGoals, history: { points, clients: withHistory } };
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
      ...bookRecords(clients, isSample, today),
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
