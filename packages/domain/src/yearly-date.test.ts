import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextYearlyDate } from './yearly-date';

describe('nextYearlyDate', () => {
  it('is this year’s day until it has passed, then next year’s', () => {
    expect(nextYearlyDate('12-16', '2026-11-26')).toBe('2026-12-16');
    expect(nextYearlyDate('12-16', '2026-12-16')).toBe('2026-12-16');
    expect(nextYearlyDate('12-16', '2026-12-17')).toBe('2027-12-16');
    expect(nextYearlyDate('09-30', '2026-11-26')).toBe('2027-09-30');
  });

  it('falls on 28 February when the year has no 29th', () => {
    expect(nextYearlyDate('02-29', '2027-01-10')).toBe('2027-02-28');
    expect(nextYearlyDate('02-29', '2028-01-10')).toBe('2028-02-29');
  });

  it('is never in the past and always within a year', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (date, month, day) => {
          const today = date.toISOString().slice(0, 10);
          const next = nextYearlyDate(`${month}-${day}`, today);
          expect(next >= today).toBe(true);
          const yearLater = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
          expect(next <= yearLater).toBe(true);
          expect(Number(next.slice(5, 7))).toBe(month);
        },
      ),
    );
  });
});
