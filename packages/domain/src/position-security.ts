import { normalizeIsin } from './isin';

// One position per security in an account: two would split its average cost and gains. The
// ledger's position commands refuse a second one and a backup holding two is refused whole;
// both compare through securityKey, so an ISIN typed in lower case or with spaces is the same
// security.

/** A position as its account holds it (a deposit, 'liquidita', has no ISIN). */
type Held = { accountId: string; isin?: string | undefined };

/** The account and normalised ISIN a position stands for; undefined for a deposit (no ISIN). */
function securityKey(position: Held): string | undefined {
  if (position.isin === undefined) return undefined;
  return `${position.accountId}\u0000${normalizeIsin(position.isin)}`;
}

/** Whether `a` and `b` hold the same security in the same account. */
export function sameSecurity(a: Held, b: Held): boolean {
  const key = securityKey(a);
  return key !== undefined && key === securityKey(b);
}

/** The first of `positions` whose security an earlier one of its account already holds. */
export function repeatedSecurity<T extends Held>(positions: readonly T[]): T | undefined {
  const seen = new Set<string>();
  for (const position of positions) {
    const key = securityKey(position);
    if (key === undefined) continue;
    if (seen.has(key)) return position;
    seen.add(key);
  }
  return undefined;
}
