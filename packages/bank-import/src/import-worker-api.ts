import { type CategoryRule, applyRules } from './category-rules';
import type { ColumnMapping } from './column-mapping';
import { classifyRows, countVerdicts, type ExistingMovement, type RowVerdict } from './duplicates';
import { type BadRows, BankImportError, type ImportErrorCode } from './import-error';
import type { ParsedMovement } from './movement';
import { readStatementFile } from './read-statement-file';
import { detectRecurring } from './recurring';
import { previewRows, tableMovements } from './statement-table';
import type { StatementAccount } from './camt053';

// What the import worker answers, as plain values a page can receive (structured clone):
// a refusal is a value with its code, Italian message and line, not a thrown error, so
// nothing of it is lost crossing to the page.

/** Why a file was refused. */
export interface ImportFailure {
  ok: false;
  code: ImportErrorCode;
  message: string;
  line: number | null;
  /** Several rows refused at once: `message` sums them up, these list them. */
  badRows: BadRows | null;
}

/** A file as read, ready for the preview. */
export interface ReadFileResult {
  ok: true;
  format: 'csv' | 'xlsx' | 'ofx' | 'camt053';
  /** For a table: the header, its layout key and the mapping used (a profile's or the proposed one). */
  table: {
    header: string[];
    layoutKey: string;
    mapping: ColumnMapping | null;
    preview: string[][];
  } | null;
  account: StatementAccount | null;
  /** Empty when a table's columns are still to be chosen. */
  movements: ParsedMovement[];
  /** Why the movements are empty though the file was read (columns not recognised, a bad row). */
  mappingProblem: ImportFailure | null;
}

/** Each row's verdict, category and recurring flag, and the preview's counts. */
export interface PreparedImport {
  rows: { verdict: RowVerdict; categoryId: string | null; recurring: boolean }[];
  counts: { new: number; present: number; probable: number };
}

function failure(error: unknown): ImportFailure {
  if (error instanceof BankImportError)
    return {
      ok: false,
      code: error.code,
      message: error.message,
      line: error.line ?? null,
      badRows: error.badRows ?? null,
    };
  throw error;
}

/** Reads a statement file; a table is mapped by `mapping`, else its layout's profile, else the proposal. */
async function readFile(
  bytes: ArrayBuffer,
  profiles: Readonly<Record<string, ColumnMapping>>,
  mapping: ColumnMapping | null,
): Promise<ReadFileResult | ImportFailure> {
  try {
    const file = await readStatementFile(new Uint8Array(bytes));
    if (file.kind === 'statement') {
      return {
        ok: true,
        format: file.format,
        table: null,
        account: file.account,
        movements: file.movements,
        mappingProblem: null,
      };
    }
    const chosen = mapping ?? profiles[file.layoutKey] ?? file.proposed ?? null;
    const table = {
      header: file.header,
      layoutKey: file.layoutKey,
      mapping: chosen,
      preview: previewRows(file),
    };
    try {
      const movements = tableMovements(file, chosen ?? undefined);
      return {
        ok: true,
        format: file.format,
        table,
        account: null,
        movements,
        mappingProblem: null,
      };
    } catch (error) {
      return {
        ok: true,
        format: file.format,
        table,
        account: null,
        movements: [],
        mappingProblem: failure(error),
      };
    }
  } catch (error) {
    return failure(error);
  }
}

/**
 * The preview of importing `movements` into `accountId`: duplicates against the account's
 * `existing` movements, the category by `rules`, and recurring over the account's history
 * together with the file.
 */
function prepare(
  accountId: string,
  movements: readonly ParsedMovement[],
  existing: readonly (ExistingMovement & { description: string })[],
  rules: readonly CategoryRule[],
  removedKeys: readonly string[] = [],
): PreparedImport {
  const verdicts = classifyRows(accountId, movements, existing, removedKeys);
  const categories = applyRules(movements, rules);
  const recurring = detectRecurring([...movements, ...existing]);
  return {
    rows: verdicts.map((verdict, index) => ({
      verdict,
      categoryId: categories[index] ?? null,
      recurring: recurring[index] ?? false,
    })),
    counts: countVerdicts(verdicts),
  };
}

/** Where the movements go: the account, its movements already there, and the rules. */
export interface ImportTarget {
  accountId: string;
  existing: readonly (ExistingMovement & { description: string })[];
  rules: readonly CategoryRule[];
  /** The keys of movements imported into the account and deleted since (see classifyRows). */
  removedKeys?: readonly string[];
}

/** What `readAndPrepare` answers: the file as read and, when it has movements, their preview. */
export interface ReadAndPrepared {
  read: ReadFileResult | ImportFailure;
  prepared: PreparedImport | null;
}

/**
 * `readFile` then `prepare` in one call, so the file's movements cross to the page once; a
 * file refused or without movements gets no preview.
 */
async function readAndPrepare(
  bytes: ArrayBuffer,
  profiles: Readonly<Record<string, ColumnMapping>>,
  mapping: ColumnMapping | null,
  target: ImportTarget,
): Promise<ReadAndPrepared> {
  const read = await readFile(bytes, profiles, mapping);
  if (!read.ok || read.movements.length === 0) return { read, prepared: null };
  return {
    read,
    prepared: prepare(
      target.accountId,
      read.movements,
      target.existing,
      target.rules,
      target.removedKeys,
    ),
  };
}

/** The import worker's API (`answerCalls` in import.worker.ts, `connectWorker<ImportWorkerApi>` on the page). */
export const importWorkerApi = { readFile, prepare, readAndPrepare };
export type ImportWorkerApi = typeof importWorkerApi;
