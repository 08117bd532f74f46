import { NAV_BADGE_CAP } from './constants';

/** Fill of a progress ring or bar in percent: value / max, within [0, 100], 0 for max ≤ 0. */
export function progressFill(value: number, max = 100): number {
  if (!(max > 0) || Number.isNaN(value)) return 0;
  const percent = (value / max) * 100;
  // Infinity / Infinity is NaN, which Math.min/max would pass straight through.
  if (Number.isNaN(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

/** Text of a navigation badge: undefined (hidden) at 0 or less, '99+' above 99. */
export function badgeText(count: number | undefined): string | undefined {
  if (count === undefined || Number.isNaN(count)) return undefined;
  if (count > NAV_BADGE_CAP) return `${NAV_BADGE_CAP}+`;
  // A fraction below 1 would otherwise show a '0' badge.
  const whole = Math.floor(count);
  return whole > 0 ? String(whole) : undefined;
}
