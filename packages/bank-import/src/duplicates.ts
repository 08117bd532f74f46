import type { ParsedMovement } from './movement';

// Which rows of a file are already in the account. Each row gets an import key: the
// bank's own id when the file has one (FITID, AcctSvcrRef/NtryRef), otherwise a
// fingerprint of account, booking date, amount and normalised description — plus the
// row's occurrence of that id or fingerprint in the file. So three identical coffees on one
// day are keys #1, #2, #3 and import as three; the same file again finds all three; an
// overlapping statement holds the same days whole, so the same keys, and adds only the rest.
// The ledger stores each imported movement's key; a movement typed by hand has none.

/** A movement already in the account, as the ledger gives it. */
export interface ExistingMovement {
  id: string;
  date: string;
  amountCents: number;
  /** The key it was imported with; null for one entered by hand. */
  importKey: string | null;
}

export type RowVerdict =
  | { status: 'new'; importKey: string }
  /** `existingId` is '' when that movement was deleted after its import. */
  | { status: 'present'; importKey: string; existingId: string }
  /** Not imported before, but a hand-entered movement of the same amount is within ±3 days. */
  | { status: 'probable-duplicate'; importKey: string; existingId: string };

/** How many days apart a hand-entered movement may be and still be a probable duplicate. */
export const PROBABLE_DUPLICATE_DAYS = 3;

/** `Pagamento  POS Caffè` → `PAGAMENTO POS CAFFE`: what differs between two exports of one row. */
export function normalizeDescription(description: string): string {
  return description
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/** Each row's import key, in file order (see above). */
export function importKeys(accountId: string, rows: readonly ParsedMovement[]): string[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const base =
      row.bankId !== null && row.bankId !== ''
        ? `id:${accountId}|${row.bankId}`
        : `fp:${accountId}|${row.date}|${row.amountCents}|${normalizeDescription(row.description)}`;
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    return `${base}#${occurrence}`;
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

// `id:` or `fp:`: two keys of one kind that differ are two movements; keys of different
// kinds (a CSV imported, then the OFX of the same weeks) cannot tell, so amount and date do.
const keyKind = (key: string) => key.slice(0, key.indexOf(':'));

/**
 * Per row of a file to import into `accountId`: new, already present (same import key, also
 * one of `removedKeys`: imported before, its movement deleted since), or
 * a probable duplicate (same amount, ±3 days) of a movement entered by hand or imported
 * with the other kind of key; each such movement answers for one row at most, the nearest
 * in date.
 */
export function classifyRows(
  accountId: string,
  rows: readonly ParsedMovement[],
  existing: readonly ExistingMovement[],
  removedKeys: readonly string[] = [],
): RowVerdict[] {
  const byKey = new Map<string, string>();
  // Imported before and deleted by hand since: present (existingId ''), so the same file
  // again adds 0 and a movement the user removed does not come back.
  for (const key of removedKeys) byKey.set(key, '');
  const byAmount = new Map<number, ExistingMovement[]>();
  for (const movement of existing) {
    if (movement.importKey !== null) byKey.set(movement.importKey, movement.id);
    const same = byAmount.get(movement.amountCents);
    if (same === undefined) byAmount.set(movement.amountCents, [movement]);
    else same.push(movement);
  }
  const claimed = new Set<string>();
  const keys = importKeys(accountId, rows);
  const verdicts = rows.map((_, index): RowVerdict | undefined => {
    const importKey = keys[index] ?? '';
    const present = byKey.get(importKey);
    if (present === undefined) return undefined;
    claimed.add(present);
    return { status: 'present', importKey, existingId: present };
  });
  return rows.map((row, index): RowVerdict => {
    const importKey = keys[index] ?? '';
    const known = verdicts[index];
    if (known !== undefined) return known;
    const day = dayNumber(row.date);
    let nearest: ExistingMovement | undefined;
    for (const candidate of byAmount.get(row.amountCents) ?? []) {
      const comparable =
        candidate.importKey === null || keyKind(candidate.importKey) !== keyKind(importKey);
      const distance = Math.abs(dayNumber(candidate.date) - day);
      if (!comparable || claimed.has(candidate.id) || distance > PROBABLE_DUPLICATE_DAYS) continue;
      if (nearest === undefined || distance < Math.abs(dayNumber(nearest.date) - day))
        nearest = candidate;
    }
    if (nearest === undefined) return { status: 'new', importKey };
    claimed.add(nearest.id);
    return { status: 'probable-duplicate', importKey, existingId: nearest.id };
  });
}

/** The preview's counts: "N nuovi", "M già presenti", and the probable duplicates. */
export function countVerdicts(verdicts: readonly RowVerdict[]): {
  new: number;
  present: number;
  probable: number;
} {
  const counts = { new: 0, present: 0, probable: 0 };
  for (const verdict of verdicts) {
    if (verdict.status === 'new') counts.new += 1;
    else if (verdict.status === 'present') counts.present += 1;
    else counts.probable += 1;
  }
  return counts;
}
