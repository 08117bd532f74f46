import { normalizeDescription } from './duplicates';

// Movements that repeat monthly — the same payee, the same direction, an amount within a
// tolerance, about a month apart, at least three times in a row — are recurring; the
// savings-rate formula counts recurring income and expenses.

/** Days between two monthly movements: a bank may book a few days early or late. */
export const MONTHLY_GAP_DAYS = { min: 25, max: 36 } as const;
/** Relative difference two amounts of one recurring series may have (a bill that varies). */
export const RECURRING_AMOUNT_TOLERANCE = 0.15;
/** How many monthly movements in a row make a series. */
export const RECURRING_MIN_OCCURRENCES = 3;

export interface RecurringCandidate {
  date: string;
  description: string;
  amountCents: number;
}

const MONTHS =
  'GENNAIO FEBBRAIO MARZO APRILE MAGGIO GIUGNO LUGLIO AGOSTO SETTEMBRE OTTOBRE NOVEMBRE DICEMBRE GEN FEB MAR APR MAG GIU LUG AGO SET OTT NOV DIC';
const VARYING = new Set(MONTHS.split(' '));

/** Who a movement is with, without what changes every month (dates, references, months). */
export function payeeKey(description: string): string {
  return normalizeDescription(description)
    .split(' ')
    .filter((word) => word !== '' && !/\d/.test(word) && !VARYING.has(word))
    .join(' ');
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= RECURRING_AMOUNT_TOLERANCE * Math.max(Math.abs(a), Math.abs(b));
}

/** For each movement (any order), whether it belongs to a monthly recurring series. */
export function detectRecurring(movements: readonly RecurringCandidate[]): boolean[] {
  const groups = new Map<string, number[]>();
  movements.forEach((movement, index) => {
    const key = `${Math.sign(movement.amountCents)}|${payeeKey(movement.description)}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [index]);
    else group.push(index);
  });
  const recurring = movements.map(() => false);
  for (const [key, members] of groups) {
    if (key.endsWith('|') || members.length < RECURRING_MIN_OCCURRENCES) continue;
    const sorted = members
      .map((index) => ({
        index,
        day: dayNumber(movements[index]?.date ?? ''),
        cents: movements[index]?.amountCents ?? 0,
      }))
      .sort((a, b) => a.day - b.day);
    // Longest chain ending at each member: a predecessor a month earlier with a close amount.
    const chain = sorted.map(() => 1);
    const previous = sorted.map(() => -1);
    sorted.forEach((member, at) => {
      for (let before = at - 1; before >= 0; before -= 1) {
        const other = sorted[before];
        if (other === undefined) continue;
        const gap = member.day - other.day;
        if (gap > MONTHLY_GAP_DAYS.max) break;
        if (
          gap >= MONTHLY_GAP_DAYS.min &&
          close(member.cents, other.cents) &&
          (chain[before] ?? 0) + 1 > (chain[at] ?? 0)
        ) {
          chain[at] = (chain[before] ?? 0) + 1;
          previous[at] = before;
        }
      }
    });
    // Every member of a chain long enough is recurring.
    sorted.forEach((_, end) => {
      if ((chain[end] ?? 0) < RECURRING_MIN_OCCURRENCES) return;
      for (let at = end; at !== -1; at = previous[at] ?? -1) {
        const member = sorted[at];
        if (member !== undefined) recurring[member.index] = true;
      }
    });
  }
  return recurring;
}
