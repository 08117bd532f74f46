// it-IT formatters, all through Intl. They never throw and never print 'NaN':
// a non-finite number is shown as 0, an invalid date as '—'.
import { CURRENCY, LOCALE } from './constants';

const euro0 = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const euro2 = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 2,
  minimumFractionDigits: 2,
});
const number0 = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const number1 = new Intl.NumberFormat(LOCALE, {
  maximumFractionDigits: 1,
  minimumFractionDigits: 1,
});
const percent0 = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 0 });
const percent1 = new Intl.NumberFormat(LOCALE, {
  style: 'percent',
  maximumFractionDigits: 1,
  minimumFractionDigits: 1,
});
const thousandsEuro = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const shortDate = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDate = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const time = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit' });

function finite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/** Euro without decimals: `1234567` → `1.234.567 €`. */
export function formatEuro(value: number): string {
  return euro0.format(finite(value));
}

/** Euro with two decimals, for the budget page: `1234.5` → `1234,50 €`. */
export function formatEuroCents(value: number): string {
  return euro2.format(finite(value));
}

/** A plain number, no decimals: `12000` → `12.000`. */
export function formatNumber(value: number): string {
  return number0.format(finite(value));
}

/** A number with one decimal: `4.25` → `4,3`. */
export function formatDecimal(value: number): string {
  return number1.format(finite(value));
}

/** A percent given as 0–100, no decimals: `20` → `20%`. */
export function formatPercent(value: number): string {
  return percent0.format(finite(value) / 100);
}

/** A percent given as 0–100, one decimal: `4.2` → `4,2%`. */
export function formatPercentOneDecimal(value: number): string {
  return percent1.format(finite(value) / 100);
}

/** Chart axis tick in thousands of euro: `125000` → `125k €`. */
export function formatAxisThousands(value: number): string {
  return `${thousandsEuro.format(finite(value) / 1000)}k €`;
}

/** Chart axis tick in millions of euro with one decimal (AUM axis): `12500000` → `12,5 M€`. */
export function formatAxisMillions(value: number): string {
  return `${number1.format(finite(value) / 1_000_000)} M€`;
}

function toDate(value: string | Date): Date | undefined {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Italian short date: `2024-03-05` → `05/03/2024`. */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return date === undefined ? '—' : shortDate.format(date);
}

/** Italian long date: `2024-03-05` → `5 marzo 2024`. */
export function formatDateLong(value: string | Date): string {
  const date = toDate(value);
  return date === undefined ? '—' : longDate.format(date);
}

/** Local time of day, for chat messages: `14:05`. */
export function formatTime(value: string | Date): string {
  const date = toDate(value);
  return date === undefined ? '—' : time.format(date);
}

/** File size in Italian units: `1536000` → `1,5 MB`. */
export function formatFileSize(bytes: number): string {
  const size = Math.max(0, finite(bytes));
  if (size < 1024) return `${formatNumber(size)} B`;
  if (size < 1024 * 1024) return `${formatDecimal(size / 1024)} KB`;
  return `${formatDecimal(size / (1024 * 1024))} MB`;
}
