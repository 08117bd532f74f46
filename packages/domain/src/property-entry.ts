import { type LedgerCheck, checkLedger } from './ledger-schemas';
import { type LedgerProperty, ledgerPropertySchema } from './property-schemas';

// A property as the person enters it (Conti's form and the ledger's commands), apart from the
// stored schema that Home reads with: only the screens that write a property load this.

export const PROPERTY_ENTRY_MESSAGES = {
  dateInFuture: 'La data della stima non può essere nel futuro.',
} as const;

/**
 * `value` as a property entered on `today` ('yyyy-mm-dd'): the stored schema, and an estimate
 * not dated after today (a stored one stays valid as days pass, so the schema cannot say it).
 * Every problem at once, the future date among them.
 */
export function checkPropertyEntry(value: unknown, today: string): LedgerCheck<LedgerProperty> {
  const check = checkLedger(ledgerPropertySchema, value);
  const problems = check.ok ? [] : [...check.problems];
  const date =
    typeof value === 'object' && value !== null && 'estimateDate' in value
      ? value.estimateDate
      : undefined;
  const dateChecked = !problems.some((problem) => problem.field === 'estimateDate');
  if (dateChecked && typeof date === 'string' && date > today) {
    problems.push({ field: 'estimateDate', message: PROPERTY_ENTRY_MESSAGES.dateInFuture });
  }
  return problems.length === 0 ? check : { ok: false, problems };
}
