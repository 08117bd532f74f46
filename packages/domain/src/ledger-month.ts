// Calendar months as 'yyyy-mm' text: they sort and compare as strings, like the
// 'yyyy-mm-dd' dates they are cut from.

/** A month as 'yyyy-mm'. */
export type Month = string;

const MONTH = /^(\d{4})-(\d{2})$/;

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

/** Whether `text` is a real month, 'yyyy-mm' with mm 01–12. */
export function isMonth(text: string): boolean {
  const match = MONTH.exec(text);
  if (match === null) return false;
  const month = Number(match[2]);
  return month >= 1 && month <= 12;
}

/** The month of a 'yyyy-mm-dd' date. */
export function monthOf(date: string): Month {
  return date.slice(0, 7);
}

/** The month `count` months after `month` (before it when negative). */
export function addMonths(month: Month, count: number): Month {
  const [year = 0, index = 1] = month.split('-').map(Number);
  const total = year * 12 + (index - 1) + count;
  return `${pad(Math.floor(total / 12), 4)}-${pad((total % 12) + 1, 2)}`;
}

/** The last `count` months ending with `last`, oldest first. */
export function monthsEndingWith(last: Month, count: number): Month[] {
  const months: Month[] = [];
  for (let offset = count - 1; offset >= 0; offset--) months.push(addMonths(last, -offset));
  return months;
}

/** The last day of a month, 'yyyy-mm-dd'. */
export function lastDayOfMonth(month: Month): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  // Day 0 of the next month is the last day of this one; UTC keeps it off the clock.
  const day = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return `${month}-${pad(day, 2)}`;
}
