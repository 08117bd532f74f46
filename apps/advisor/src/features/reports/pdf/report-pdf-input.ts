import { type JsonText } from '@traguardo/app-runtime/json-text';
import {
  type AdvisorGoal,
  type AllocationItem,
  type Branding,
  type Client,
  type NetWorthPoint,
  type ReportTypeId,
} from '@traguardo/domain/entities';

/** The firm's allocation: the allocations known, summed by asset class, and how many clients they cover. */
export type BookAllocation = { items: AllocationItem[]; clients: number };

/** A client of the book whose allocation is known, with what its costs and rebalancing need. */
export type BookPortfolio = { name: string; investmentFee: number; allocation: AllocationItem[] };

/** The goals known across the book (an investor's file's, or a sample client's), by client. */
export type BookGoal = { client: string; goal: AdvisorGoal };

/** The known histories summed month by month, and how many clients they cover (0: none known). */
export type BookHistory = { points: NetWorthPoint[]; clients: number };

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
      clients: readonly Client[];
      allocation: BookAllocation;
      /** Only the clients whose allocation is known. */
      portfolios: BookPortfolio[];
      goals: BookGoal[];
      /** How many clients have at least one goal known. */
      clientsWithGoals: number;
      history: BookHistory;
      /** Whether any of the clients is one of the demo's sample clients, whose data are simulated. */
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
