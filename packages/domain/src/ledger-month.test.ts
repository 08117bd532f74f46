import { describe, expect, it } from 'vitest';
import { addMonths, isMonth, lastDayOfMonth, monthOf, monthsEndingWith } from './ledger-month';

describe('ledger months', () => {
  it('tells a real month from other text', () => {
    expect(isMonth('2025-01')).toBe(true);
    expect(isMonth('2025-12')).toBe(true);
    expect(isMonth('2025-13')).toBe(false);
    expect(isMonth('2025-00')).toBe(false);
    expect(isMonth('2025-1')).toBe(false);
    expect(isMonth('gennaio')).toBe(false);
  });

  it('moves across years both ways', () => {
    expect(monthOf('2025-03-31')).toBe('2025-03');
    expect(addMonths('2025-01', -1)).toBe('2024-12');
    expect(addMonths('2024-12', 1)).toBe('2025-01');
    expect(addMonths('2025-06', -18)).toBe('2023-12');
    expect(addMonths('2025-06', 0)).toBe('2025-06');
  });

  it('lists the last months oldest first', () => {
    expect(monthsEndingWith('2025-02', 3)).toEqual(['2024-12', '2025-01', '2025-02']);
    expect(monthsEndingWith('2025-02', 0)).toEqual([]);
  });

  it('knows the last day of every month, leap years included', () => {
    expect(lastDayOfMonth('2024-02')).toBe('2024-02-29');
    expect(lastDayOfMonth('2025-02')).toBe('2025-02-28');
    expect(lastDayOfMonth('2025-04')).toBe('2025-04-30');
    expect(lastDayOfMonth('2025-12')).toBe('2025-12-31');
  });
});
