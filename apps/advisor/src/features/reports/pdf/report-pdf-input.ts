import { type JsonText } from '@traguardo/app-runtime/json-text';
import { type ClientWithFile } from '@traguardo/sample-data/client-record';
import {
  type AdvisorGoal,
  type AllocationItem,
  type Branding,
  type Client,
  type NetWorthPoint,
  type ReportTypeId,
} from '@traguardo/domain/entities';

/**
 * The subject of a report: one client with what is known of them (sample-data/client-record.ts:
 * no history or allocation is ever made up), or all clients.
 */
export type ReportPdfSubject =
  | {
      kind: 'client';
      client: Client;
      /** One of the demo's sample clients (data/sample-clients.ts): its data are simulated. */
      sample: boolean;
      goals: readonly AdvisorGoal[];
      /** The last twelve months, today's last; undefined when not known. */
      history: NetWorthPoint[] | undefined;
      allocation: AllocationItem[] | undefined;
    }
  | {
      kind: 'all';
      /** With what an investor's file brought (goals, allocation): the worker looks up the rest (book-facts.ts). */
      clients: readonly ClientWithFile[];
      /** The demo's sample clients among them, whose data are simulated; none in the own book. */
      sampleIds: readonly string[];
      /** Whether any of the clients is one of the demo's sample clients. */
      sample: boolean;
    };

/**
 * Everything the PDF needs, as plain JSON-safe data: it crosses to the worker as JSON text,
 * so the worker reads no store and no module state of the page.
 */
export type ReportPdfInput = {
  typeId: ReportTypeId;
  typeName: string;
  branding: Branding;
  advisor: { name: string; license: string };
  subject: ReportPdfSubject;
  /** The instant of generation, ISO; printed as the preview prints it. */
  generatedAt: string;
};

/** A made report: the PDF file, and the characters its font could not print (replaced). */
export type WrittenReport = { pdf: Blob; unprintable: string[] };

/** The PDF worker's API: `write` answers the report, or throws why it could not. */
export type ReportPdfWorker = {
  write: (input: JsonText<ReportPdfInput>) => Promise<WrittenReport>;
};
