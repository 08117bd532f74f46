// Dates that come back every year (a tax deadline, a policy renewal), dated in the present:
// the next time the day comes, today included. The demo's reminders and tax forecast use
// them, so that they are never left behind in a past year.

/** A day of the year, 'mm-dd' ('02-29' falls on 28 February in a common year). */
export type MonthDay = `${number}-${number}`;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** `monthDay` in `year`, 'yyyy-mm-dd'; moved back to the month's last day when it is shorter. */
function inYear(year: number, monthDay: MonthDay): string {
  const [month = 1, day = 1] = monthDay.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
}

/** The first date on or after `today` ('yyyy-mm-dd') that falls on `monthDay`. */
export function nextYearlyDate(monthDay: MonthDay, today: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = inYear(year, monthDay);
  return thisYear >= today ? thisYear : inYear(year + 1, monthDay);
}
