import type { LedgerTransaction } from '@traguardo/domain/ledger-schemas';

// Movements a command has just checked whole against the ledger's schema (validRecord) and
// is about to write: the month-flows middleware counts them without checking each again.
// They are frozen when marked, so nothing can change one between its check and its write;
// a copy, or any other object, is checked as usual.

const checked = new WeakSet<LedgerTransaction>();

/** Freezes each checked movement and remembers it; returns the same list. */
export function markChecked(movements: readonly LedgerTransaction[]): readonly LedgerTransaction[] {
  for (const movement of movements) checked.add(Object.freeze(movement));
  return movements;
}

/** Whether `value` is a movement marked by markChecked (the very object, frozen since). */
export function isMarkedChecked(value: unknown): value is LedgerTransaction {
  return typeof value === 'object' && value !== null && checked.has(value as LedgerTransaction);
}
