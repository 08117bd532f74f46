import { formatEuro, formatEuroCents } from './format';
import { CENTS_PER_EURO } from './ledger-limits';

// The ledger keeps integer cents; screens and goals speak euro. These are the only crossings.

/** Euro of an amount in cents: `-4590` → `-45.9`. */
export function centsToEuro(cents: number): number {
  return cents / CENTS_PER_EURO;
}

/** Cents of an amount in euro, rounded to the nearest cent: `45.9` → `4590`. */
export function euroToCents(euro: number): number {
  const cents = Math.round(euro * CENTS_PER_EURO);
  return cents === 0 ? 0 : cents;
}

/** Cents shown with two decimals, as the budget page and forms show money: `-4590` → `-45,90 €`. */
export function formatCents(cents: number): string {
  return formatEuroCents(centsToEuro(cents));
}

/** Cents shown in whole euro, as every other screen shows money: `123456` → `1.235 €`. */
export function formatCentsWhole(cents: number): string {
  return formatEuro(centsToEuro(cents));
}
