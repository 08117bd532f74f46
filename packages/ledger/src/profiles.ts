// The two profiles of the investor app: the demo and the user's own data. Each has a database
// of its own, so that they can never mix, and switching one never touches the other.

export const LEDGER_PROFILES = ['demo', 'own'] as const;

export type LedgerProfile = (typeof LEDGER_PROFILES)[number];

/** The IndexedDB database of a profile: 'traguardo-ledger-demo', 'traguardo-ledger-own'. */
export function ledgerDatabaseName(profile: LedgerProfile): string {
  return `traguardo-ledger-${profile}`;
}

export function isLedgerProfile(value: unknown): value is LedgerProfile {
  return (LEDGER_PROFILES as readonly unknown[]).includes(value);
}
