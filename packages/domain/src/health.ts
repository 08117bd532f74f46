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
  const ratio = direction === 'higher-is-better' ? value / target : target / value;
  if (Number.isNaN(ratio)) return 'red';
  if (ratio >= HEALTH_GREEN_FROM) return 'green';
  if (ratio >= HEALTH_YELLOW_FROM) return 'yellow';
  return 'red';
}
