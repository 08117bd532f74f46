import { HEALTH_GREEN_FROM, HEALTH_YELLOW_FROM } from './constants';
import { type Health } from './colors';

export type HealthDirection = 'higher-is-better' | 'lower-is-better';

/**
 * Indicator health: the ratio value / target is green at 1 or more, yellow at 0.8 or
 * more, red below. For costs (lower is better) the ratio is inverted: target / value.
 */
export function indicatorHealth(
  value: number,
  target: number,
  direction: HealthDirection = 'higher-is-better',
): Health {
  const raw = direction === 'higher-is-better' ? value / target : target / value;
  if (Number.isNaN(raw)) return 'red';
  // 4.8 / 6 is 0.7999999999999999 in binary: a value exactly on a threshold must count.
  const ratio = Number.isFinite(raw) ? Number(raw.toPrecision(12)) : raw;
  if (ratio >= HEALTH_GREEN_FROM) return 'green';
  if (ratio >= HEALTH_YELLOW_FROM) return 'yellow';
  return 'red';
}
