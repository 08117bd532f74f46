import { importWorkerApi } from '@traguardo/bank-import/import-worker-api';
import { planRows, rowsToWrite, type PlannedRow } from '@traguardo/bank-import/import-plan';
import { type ParsedMovement } from '@traguardo/bank-import/movement';
import { accountImportState, commitImport } from '../import-commands';
import { type ImportBatch } from '../import-tables';
import { type LedgerDatabase } from '../ledger-database';
import { mappingProfilesByLayout } from '../mapping-profiles';
import { listCategoryRules, rulesToApply } from '../rule-commands';

/** What the preview of a file would show: its movements, each row's plan, and the counts. */
export async function previewFile(db: LedgerDatabase, accountId: string, bytes: Uint8Array) {
  const buffer = bytes.slice().buffer;
  const read = await importWorkerApi.readFile(buffer, await mappingProfilesByLayout(db), null);
  if (!read.ok) throw new Error(read.message);
  if (read.mappingProblem !== null) throw new Error(read.mappingProblem.message);
  const { existing, removedKeys } = await accountImportState(db, accountId);
  const rules = rulesToApply(await listCategoryRules(db));
  const prepared = importWorkerApi.prepare(accountId, read.movements, existing, rules, removedKeys);
  return {
    read,
    movements: read.movements,
    rows: planRows(read.movements, prepared),
    counts: prepared.counts,
  };
}

/** Imports a file as the screen does with every proposed row kept; the batch, or null when nothing is new. */
export async function importFile(
  db: LedgerDatabase,
  accountId: string,
  bytes: Uint8Array,
  fileName = 'movimenti.csv',
  choose: (rows: PlannedRow[]) => PlannedRow[] = (rows) => rows,
): Promise<{
  batch: ImportBatch | null;
  movements: ParsedMovement[];
  counts: { new: number; present: number; probable: number };
}> {
  const preview = await previewFile(db, accountId, bytes);
  const rows = rowsToWrite(choose(preview.rows));
  if (rows.length === 0)
    return { batch: null, movements: preview.movements, counts: preview.counts };
  const batch = await commitImport(db, {
    fileName,
    format: preview.read.format,
    accountId,
    rows,
  });
  return { batch, movements: preview.movements, counts: preview.counts };
}
