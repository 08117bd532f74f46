import type { LedgerTransaction } from '@traguardo/domain/ledger-schemas';

// Lists of movements a command has just checked whole against the ledger's schema
// (validRecord) and hands straight to one write: the month-flows middleware counts them
// without checking each again. The list is marked, not each movement (marking 10.000
// objects one by one cost more than checking them); it is frozen, so nothing is added to it
// between its check and its write. A copy of it, or any other list, is checked as usual.

const checked = new WeakSet<readonly LedgerTransaction[]>();

/** Freezes the list of checked movements and remembers it; returns the same list. */
export function markChecked(movements: readonly LedgerTransaction[]): readonly LedgerTransaction[] {
  checked.add(Object.freeze(movements));
  return movements;
}

/** Whether `values` is a list marked by markChecked (the very array). */
export function isMarkedChecked(values: readonly unknown[]): values is LedgerTransaction[] {
  return checked.has(values as readonly LedgerTransaction[]);
}
