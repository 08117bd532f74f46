import { describe, expect, it } from 'vitest';
import { monthLongLabel, monthOrDefault, monthShortLabel } from './month-labels';

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
});
