import { FALLBACK_CATEGORY_ID, INCOME_CATEGORY_ID } from '@traguardo/domain/ledger-categories';
import type { RowVerdict } from './duplicates';
import type { PreparedImport } from './import-worker-api';
import type { ParsedMovement } from './movement';

// From the preview to what is written: each row with its verdict, its category (the rules',
// else income or "Altro"), its recurring flag, and whether it is kept. A new row is kept, a
// probable duplicate is not until the user says so, a row already present never is. A line of
// 0,00 € (a bank's information line, a charge cancelled on the same day) moves no money: it
// is not kept until the user says so either, as the movement form refuses 0 €.

export interface PlannedRow {
  movement: ParsedMovement;
  verdict: RowVerdict;
  /** The category a rule gave it; null when none applied (then the fallback is used). */
  ruleCategoryId: string | null;
  categoryId: string;
  recurring: boolean;
  included: boolean;
}

/** One row to write into the ledger (`commitImport`). */
export interface ImportRowDraft {
  position: number;
  date: string;
  description: string;
  amountCents: number;
  categoryId: string;
  recurring: boolean;
  importKey: string;
}

/** The category a movement no rule recognised gets: income, or "Altro". */
export function fallbackCategory(amountCents: number): string {
  return amountCents > 0 ? INCOME_CATEGORY_ID : FALLBACK_CATEGORY_ID;
}

export function planRows(
  movements: readonly ParsedMovement[],
  prepared: PreparedImport,
): PlannedRow[] {
  return movements.map((movement, index) => {
    const row = prepared.rows[index];
    if (row === undefined) throw new Error('prepare answered fewer rows than the file has');
    return {
      movement,
      verdict: row.verdict,
      ruleCategoryId: row.categoryId,
      categoryId: row.categoryId ?? fallbackCategory(movement.amountCents),
      recurring: row.recurring,
      included: row.verdict.status === 'new' && movement.amountCents !== 0,
    };
  });
}

/** Whether the user may include the row: one already present is never written twice. */
export function canInclude(row: PlannedRow): boolean {
  return row.verdict.status !== 'present';
}

/** The kept rows, as the ledger writes them. */
export function rowsToWrite(rows: readonly PlannedRow[]): ImportRowDraft[] {
  return rows
    .filter((row) => row.included && canInclude(row))
    .map(({ movement, verdict, categoryId, recurring }) => ({
      position: movement.position,
      date: movement.date,
      description: movement.description,
      amountCents: movement.amountCents,
      categoryId,
      recurring,
      importKey: verdict.importKey,
    }));
}
