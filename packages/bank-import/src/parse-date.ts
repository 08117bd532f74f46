// Dates as Italian banks write them, to a calendar date `yyyy-mm-dd`: dd/mm/yyyy,
// dd/mm/yy, dd.mm.yyyy, dd-mm-yyyy, yyyy-mm-dd (a time after the date is ignored).

const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:[ T].*)?$/;
const YEAR_FIRST = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;

/** Two-digit years up to this one are 20yy, the others 19yy. */
const CENTURY_PIVOT = 69;

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

/** yyyy-mm-dd for a real calendar date, else undefined (31/02, month 13). */
export function isoDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || year > 2999) return undefined;
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The cell's date as yyyy-mm-dd, or undefined when it is not one. */
export function parseDate(cell: string): string | undefined {
  const text = cell.trim();
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst !== null) {
    const [, day, month, year = ''] = dayFirst;
    let fullYear = Number(year);
    if (year.length === 2) fullYear += fullYear <= CENTURY_PIVOT ? 2000 : 1900;
    return isoDate(fullYear, Number(month), Number(day));
  }
  const yearFirst = YEAR_FIRST.exec(text) ?? COMPACT.exec(text);
  if (yearFirst !== null) {
    const [, year, month, day] = yearFirst;
    return isoDate(Number(year), Number(month), Number(day));
  }
  return undefined;
}

/** yyyy-mm-dd as dd/mm/yyyy, the way an Italian export writes it. */
export function formatItalianDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}
