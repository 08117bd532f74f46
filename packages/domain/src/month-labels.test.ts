import { describe, expect, it } from 'vitest';
import {
  lastMonthsShortLabels,
  monthLongLabel,
  monthOrDefault,
  monthShortLabel,
} from './month-labels';

describe('month labels', () => {
  it('names months the Italian way', () => {
    expect(monthShortLabel('2026-01')).toBe('Gen');
    expect(monthShortLabel('2025-12')).toBe('Dic');
    expect(monthLongLabel('2026-11')).toBe('novembre 2026');
  });

  it('takes a month from the address only when it is one', () => {
    expect(monthOrDefault('2026-03', '2026-11')).toBe('2026-03');
    expect(monthOrDefault('2026-13', '2026-11')).toBe('2026-11');
    expect(monthOrDefault(null, '2026-11')).toBe('2026-11');
  });

  it('ends a chart of the last months with the month of today, across a new year', () => {
    expect(lastMonthsShortLabels('2026-11-27', 6)).toEqual([
      'Giu',
      'Lug',
      'Ago',
      'Set',
      'Ott',
      'Nov',
    ]);
    expect(lastMonthsShortLabels('2027-02-01', 4)).toEqual(['Nov', 'Dic', 'Gen', 'Feb']);
  });
});
