import { LedgerError } from '@traguardo/ledger/ledger-error';
import { showError } from '@traguardo/ui/toast';

/** A refused ledger command's Italian message in an error toast; anything else is a real fault. */
export function reportRefusal(error: unknown): void {
  if (!(error instanceof LedgerError)) throw error;
  showError(error.message);
}
