import { type Branding, type ReportType } from '@traguardo/domain/entities';
import {
  allocationOf,
  type ClientWithFile,
  goalsOf,
} from '@traguardo/sample-data/client-file-insights';
import { type ReportPdfInput } from './report-pdf-input';

type ReportPdfInputFor = {
  type: ReportType;
  /** A client id, or anything else for the aggregate report (as the preview). */
  clientId: string;
  clients: readonly ClientWithFile[];
  branding: Branding;
  advisor: { name: string; license: string };
  generatedAt: Date;
};

/** The worker's input for what the screen shows: the same selection as the preview. */
export function reportPdfInputFor(options: ReportPdfInputFor): ReportPdfInput {
  const { type, clientId, clients, branding, advisor, generatedAt } = options;
  const client = clients.find((c) => c.id === clientId);
  return {
    typeId: type.id,
    typeName: type.name,
    branding,
    advisor: { name: advisor.name, license: advisor.license },
    generatedAt: generatedAt.toISOString(),
    subject:
      client === undefined
        ? { kind: 'all', clients }
        : {
            kind: 'client',
            client,
            goals: goalsOf(client),
            allocation: allocationOf(client),
          },
  };
}
