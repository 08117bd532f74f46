// The one home of "today as a date": a calendar date (yyyy-mm-dd) read on the user's own
// clock. `toISOString()` reads UTC, which in Italy is still yesterday until 01:00 (02:00
// in summer), so an account linked at 00:30 would be dated the day before.

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

/** The calendar date of an instant in the local time zone, as yyyy-mm-dd; '' if invalid. */
export function toLocalIsoDate(instant: Date): string {
  if (Number.isNaN(instant.getTime())) return '';
  return `${pad(instant.getFullYear(), 4)}-${pad(instant.getMonth() + 1, 2)}-${pad(instant.getDate(), 2)}`;
}

/** Today's calendar date in the local time zone, as yyyy-mm-dd. */
export function todayLocalDate(now: Date = new Date()): string {
  return toLocalIsoDate(now);
}

/** Whether a 'yyyy-mm-dd' text names a day of the calendar: '2025-02-30' does not. */
export function isCalendarDate(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The days of a calendar year: 366 in a leap year. */
export function daysInYear(year: number): number {
  return (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / DAY_MS;
}

/** The calendar date `days` after `date` (both yyyy-mm-dd; `days` may be negative), counted in UTC days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
