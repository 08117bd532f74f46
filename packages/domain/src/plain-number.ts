import { LOCALE } from './constants';

// No grouping: a spreadsheet reads `1247500` as a number, `1.247.500` as text or a date;
// the client form shows a figure the same way, so that what it reads back is what it showed.
const plainNumber = new Intl.NumberFormat(LOCALE, {
  useGrouping: false,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});

/** A number as a spreadsheet cell or a form field: `1247500`, `0,35`, `-12,5`; 0 if not finite. */
export function formatPlainNumber(value: number): string {
  return plainNumber.format(Number.isFinite(value) ? value : 0);
}
