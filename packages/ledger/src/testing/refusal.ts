import { LedgerError } from '../ledger-error';

/** The LedgerError a command was refused with; fails the test when it was not refused. */
export async function refusal(promise: Promise<unknown>): Promise<LedgerError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof LedgerError)) {
    throw new Error(`Expected a LedgerError, got ${String(error)}`);
  }
  return error;
}
