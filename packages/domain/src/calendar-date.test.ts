import { describe, expect, it } from 'vitest';
import {
  daysInYear,
  isCalendarDate,
  toLocalIsoDate,
  todayLocalDate,
  addDays,
} from './calendar-date';

// The package's test script runs with TZ=Europe/Rome, the product's users' time zone.
describe('todayLocalDate', () => {
  it('runs in Europe/Rome', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Europe/Rome');
  });

  it('gives the Italian date at 00:30, when UTC is still on the day before', () => {
    // 00:30 in Rome on 15 March (CET, UTC+1) is 23:30 UTC on 14 March.
    const halfPastMidnight = new Date('2026-03-14T23:30:00Z');
    expect(halfPastMidnight.toISOString().slice(0, 10)).toBe('2026-03-14');
    expect(todayLocalDate(halfPastMidnight)).toBe('2026-03-15');
  });

  it('gives the Italian date at 00:30 in summer time (UTC+2)', () => {
    expect(todayLocalDate(new Date('2026-07-31T22:30:00Z'))).toBe('2026-08-01');
  });

  it('reads the current clock when no instant is given', () => {
    const before = toLocalIsoDate(new Date());
    expect([before, toLocalIsoDate(new Date())]).toContain(todayLocalDate());
  });
});

describe('toLocalIsoDate', () => {
  it('pads months, days and years', () => {
    expect(toLocalIsoDate(new Date(2024, 0, 5, 12))).toBe('2024-01-05');
    expect(toLocalIsoDate(new Date(999, 11, 31, 12))).toBe('0999-12-31');
  });

  it('gives an empty string for an invalid date', () => {
    expect(toLocalIsoDate(new Date(Number.NaN))).toBe('');
  });
});

describe('isCalendarDate', () => {
  it('accepts the days of the calendar, 29 February of a leap year among them', () => {
    expect(isCalendarDate('2026-11-25')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2000-02-29')).toBe(true);
  });

  it('refuses days that are not, and text that is no date', () => {
    expect(isCalendarDate('2025-02-30')).toBe(false);
    expect(isCalendarDate('2100-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('25/11/2026')).toBe(false);
  });
});

describe('daysInYear', () => {
  it('counts 366 days in a leap year, 365 otherwise (1900 and 2100 are not leap)', () => {
    expect([2024, 2026, 2000, 1900, 2100].map(daysInYear)).toEqual([366, 365, 366, 365, 365]);
  });
});

describe('addDays', () => {
  it('counts calendar days across months, leap years and back', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-26', 180)).toBe('2027-05-25');
  });
});
