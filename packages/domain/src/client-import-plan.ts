// What an import (a CSV of clients, an investor's file) does to a book, decided before
// anything is written: which rows add a client, which update the client with the same email,
// which change nothing. The book applies the plan in one transaction.
import { type BookClient } from './client-book-schemas';
import { type ClientFields, emailKey } from './client-draft';
import { computedClientStatus, effectiveClientStatus } from './client-status';
import { type ClientStatus } from './entities';

/** What an import brings for one client. `status` is the status the file states, if any. */
export type ClientImportRow = {
  line: number;
  fields: ClientFields;
  status?: ClientStatus;
  fileDate?: string;
  goals?: BookClient['goals'];
  allocation?: BookClient['allocation'];
};

export type ClientImportPlan = {
  /** Rows for clients the book does not have (by email). */
  added: ClientImportRow[];
  /** Existing clients as they will be after the import, with what they were. */
  updated: { before: BookClient; after: BookClient }[];
  /** Existing clients the import leaves exactly as they are. */
  unchanged: number;
};

/**
 * The override a stated status needs: none when the rule gives that status anyway, so a
 * client exported and imported again is stored exactly as before.
 */
export function overrideFor(fields: ClientFields, status: ClientStatus | undefined) {
  if (status === undefined) return undefined;
  return status === computedClientStatus(fields) ? undefined : status;
}

/**
 * A record with new figures (and what else the row brings); its status follows. An optional
 * field is deleted only where the record has it: an object that loses a property is slower
 * to read and to copy, and an import makes 10,000 of them at once.
 */
export function withImportedRow(record: BookClient, row: ClientImportRow): BookClient {
  const statusOverride =
    row.status === undefined ? record.statusOverride : overrideFor(row.fields, row.status);
  const fileDate = row.fileDate ?? record.fileDate;
  const goals = row.goals ?? record.goals;
  const allocation = row.allocation ?? record.allocation;
  const next: BookClient = {
    ...record,
    ...row.fields,
    status: effectiveClientStatus(row.fields, statusOverride),
  };
  if (statusOverride !== undefined) next.statusOverride = statusOverride;
  else if ('statusOverride' in next) delete next.statusOverride;
  if (fileDate !== undefined) next.fileDate = fileDate;
  else if ('fileDate' in next) delete next.fileDate;
  if (goals !== undefined) next.goals = goals;
  else if ('goals' in next) delete next.goals;
  if (allocation !== undefined) next.allocation = allocation;
  else if ('allocation' in next) delete next.allocation;
  return next;
}

/** A new record for a row, with its id and place in the book. */
export function newBookClient(row: ClientImportRow, id: string, seq: number): BookClient {
  return withImportedRow({ id, seq, archived: false, status: 'green', ...row.fields }, row);
}

/** Whether two records hold the same client, field for field. */
export function sameBookClient(a: BookClient, b: BookClient): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(record: BookClient): [string, unknown][] {
  return Object.entries(record)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
}

/** The plan of an import of `rows` (emails already unique among them) into `existing`. */
export function planClientImport(
  existing: readonly BookClient[],
  rows: readonly ClientImportRow[],
): ClientImportPlan {
  const byEmail = new Map(existing.map((record) => [emailKey(record.email), record]));
  const plan: ClientImportPlan = { added: [], updated: [], unchanged: 0 };
  for (const row of rows) {
    const before = byEmail.get(emailKey(row.fields.email));
    if (before === undefined) {
      plan.added.push(row);
      continue;
    }
    const after = withImportedRow(before, row);
    if (sameBookClient(before, after)) plan.unchanged += 1;
    else plan.updated.push({ before, after });
  }
  return plan;
}
