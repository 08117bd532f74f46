import { type LedgerProblem } from './ledger-schemas';

/** The Italian message a form shows next to each field: the first problem found for it. */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * The problems of a refused record, one message per field (its top-level name: a problem
 * of 'openingBalance' shows next to the opening balance); problems of the whole record
 * ('' field) under ''.
 */
export function fieldErrors(problems: readonly LedgerProblem[]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const { field, message } of problems) {
    const name = field.split('.')[0] ?? '';
    errors[name] ??= message;
  }
  return errors;
}
