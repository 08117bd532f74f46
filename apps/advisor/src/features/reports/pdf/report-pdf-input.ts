import { type JsonText } from '@traguardo/app-runtime/json-text';
import {
  type AdvisorGoal,
  type AllocationItem,
  type Branding,
  type Client,
  type ReportTypeId,
} from '@traguardo/domain/entities';

/** The subject of a report: one client with their goals and allocation, or all clients. */
export type ReportPdfSubject =
  | { kind: 'client'; client: Client; goals: readonly AdvisorGoal[]; allocation: AllocationItem[] }
  | { kind: 'all'; clients: readonly Client[] };

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
