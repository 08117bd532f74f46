// it-IT formatters, all through Intl. They never throw and never print 'NaN':
// a non-finite number is shown as 0, an invalid date as '—'. signDisplay 'negative'
// keeps a value that rounds to zero (-0.4 €) from reading '-0 €'. Numbers are grouped
// always: Intl's it-IT default leaves four digits ungrouped ('6800 €'), while Italian
// banks print '6.800 €'. Percents follow the same rule (a '1.250%' would be grouped).
//
// Each formatter is made on first use: an Intl formatter costs milliseconds to build (the
// locale's data is loaded then), and a screen's startup should pay only for those it uses.
import { CURRENCY, LOCALE } from './constants';

/** Makes the value on the first call and hands the same one back after that. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const euro0 = once(
  () =>
    new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: CURRENCY,
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
      signDisplay: 'negative',
      useGrouping: 'always',
    }),
);
const euro2 = once(
  () =>
    new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: CURRENCY,
      maximumFractionDigits: 2,
      minimumFractionDigits: 2,
      signDisplay: 'negative',
      useGrouping: 'always',
    }),
);
const number0 = once(
  () =>
    new Intl.NumberFormat(LOCALE, {
      maximumFractionDigits: 0,
      signDisplay: 'negative',
      useGrouping: 'always',
    }),
);
const number1 = once(
  () =>
    new Intl.NumberFormat(LOCALE, {
      maximumFractionDigits: 1,
      minimumFractionDigits: 1,
      signDisplay: 'negative',
      useGrouping: 'always',
    }),
);
const number2 = once(
  () =>
    new Intl.NumberFormat(LOCALE, {
      maximumFractionDigits: 2,
      minimumFractionDigits: 2,
      signDisplay: 'negative',
      useGrouping: 'always',
    }),
);
const percent0 = once(
  () =>
    new Intl.NumberFormat(LOCALE, {
      style: 'percent',
      maximumFractionDigits: 0,
      signDisplay: 'negative',
      useGrouping: 'always',
    }),
);
const percent1 = once(
  () =>
    new Intl.NumberFormat(LOCALE, {
      style: 'percent',
      maximumFractionDigits: 1,
      minimumFractionDigits: 1,
      signDisplay: 'negative',
      useGrouping: 'always',
    }),
);
const signedPercent1 = once(
  () =>
    new Intl.NumberFormat(LOCALE, {
      style: 'percent',
      maximumFractionDigits: 1,
      minimumFractionDigits: 1,
      signDisplay: 'exceptZero',
      useGrouping: 'always',
    }),
);
const percent2 = once(
  () =>
    new Intl.NumberFormat(LOCALE, {
      style: 'percent',
      maximumFractionDigits: 2,
      minimumFractionDigits: 2,
      signDisplay: 'negative',
      useGrouping: 'always',
    }),
);
const shortDateOptions: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
};
const longDateOptions: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};
// A calendar date ('2024-03-05') is parsed as UTC midnight, so it is shown in UTC; an
// instant (a Date, or a date-time string) is shown on the user's own calendar, or
// `new Date()` just after midnight in Italy would read as the day before.
const shortDate = {
  calendar: once(() => new Intl.DateTimeFormat(LOCALE, { ...shortDateOptions, timeZone: 'UTC' })),
  instant: once(() => new Intl.DateTimeFormat(LOCALE, shortDateOptions)),
};
const longDate = {
  calendar: once(() => new Intl.DateTimeFormat(LOCALE, { ...longDateOptions, timeZone: 'UTC' })),
  instant: once(() => new Intl.DateTimeFormat(LOCALE, longDateOptions)),
};
const time = once(() => new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit' }));

function finite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/** A number formatter that never prints NaN or ∞: a value that is not finite reads as 0. */
function finiteFormatter(format: () => Intl.NumberFormat): (value: number) => string {
  return (value) => format().format(finite(value));
}

/** Euro without decimals: `1234567` → `1.234.567 €`. */
export const formatEuro = finiteFormatter(euro0);

/** Euro with two decimals, for the budget page: `1234.5` → `1.234,50 €`. */
export const formatEuroCents = finiteFormatter(euro2);

/** A plain number, no decimals: `12000` → `12.000`. */
export const formatNumber = finiteFormatter(number0);

const plural = once(() => new Intl.PluralRules(LOCALE));

/**
 * A count with its noun in the right number: formatCount(1, 'conto', 'conti') is
 * '1 conto', formatCount(12000, 'conto', 'conti') is '12.000 conti'.
 */
export function formatCount(count: number, one: string, other: string): string {
  return `${formatNumber(count)} ${plural().select(count) === 'one' ? one : other}`;
}

/** A count of characters in words: '1 carattere', '2000 caratteri'. */
export function formatCharacterCount(count: number): string {
  return formatCount(count, 'carattere', 'caratteri');
}

/** A number with one decimal: `4.25` → `4,3`. */
export const formatDecimal = finiteFormatter(number1);

// 0.35 / 100 is 0.0034999…, which would round to '0,3%': drop the binary tail first.
function toFraction(percent: number): number {
  return Number((finite(percent) / 100).toPrecision(15));
}

/** A formatter for a percent given as 0–100 (Intl's percent style expects a fraction). */
function percentFormatter(format: () => Intl.NumberFormat): (value: number) => string {
  return (value) => format().format(toFraction(value));
}

/** A percent given as 0–100, no decimals: `20` → `20%`. */
export const formatPercent = percentFormatter(percent0);

/** A percent given as 0–100, one decimal: `4.2` → `4,2%`. */
export const formatPercentOneDecimal = percentFormatter(percent1);

/**
 * A change in percent (0–100) with its sign, one decimal, as the app shows a change: `20.5` →
 * `+20,5%`, `-3.2` → `-3,2%`, and a change that rounds to nothing `0,0%`, with no sign.
 */
export const formatSignedPercentOneDecimal = percentFormatter(signedPercent1);

/**
 * A percent given as 0–100, two decimals, for investment fees: `0.45` → `0,45%`. Fees
 * differ in the second decimal (0,45% meets the 0,5% target, 0,55% does not).
 */
export const formatFeePercent = percentFormatter(percent2);

const THOUSAND = 1000;
const MILLION = 1_000_000;

const fixedDecimals = [number0, number1, number2] as const;
const percentDecimals = [percent0, percent1, percent2] as const;

/**
 * The fewest decimals, up to two, that write every tick of an axis in `unit`s exactly, so no
 * two ticks read alike (`500, 1000, 1500` in thousands: one, `0,5k`); none for a lone value.
 */
function axisDecimals(axisTicks: readonly number[], unit: number): 0 | 1 | 2 {
  if (axisTicks.length < 2) return 0;
  const exactWith = (decimals: number) =>
    axisTicks.every((tick) => {
      const scaled = (finite(tick) / unit) * 10 ** decimals;
      return Math.abs(scaled - Math.round(scaled)) < 1e-6;
    });
  if (exactWith(0)) return 0;
  return exactWith(1) ? 1 : 2;
}

/** Thousands of euro, with the decimals the axis needs: `125000` → `125k €`, `2500` → `2,5k €`. */
function axisThousands(value: number, axisTicks: readonly number[]): string {
  const format = fixedDecimals[axisDecimals(axisTicks, THOUSAND)];
  return `${format().format(finite(value) / THOUSAND)}k €`;
}

/** Chart axis tick in millions of euro with one decimal (AUM axis): `12500000` → `12,5 M€`. */
export function formatAxisMillions(value: number): string {
  return `${number1().format(finite(value) / MILLION)} M€`;
}

/** True when the axis has a tick between tenths of a million (`250.000`, `1.050.000`). */
function betweenTenths(axisTicks: readonly number[]): boolean {
  if (axisTicks.length < 2) return false;
  return axisTicks.some((tick) => {
    const tenths = finite(tick) / (MILLION / 10);
    return Math.abs(tenths - Math.round(tenths)) > 1e-6;
  });
}

/**
 * The tick of a euro chart axis, the one formatter every euro axis uses. The unit is the
 * axis's, chosen by its largest tick (`axisTicks`, the value alone unless given), so one
 * axis never mixes units: thousands as `k €` (`125000` → `125k €`) while every tick reads
 * below a thousand thousands, with a decimal when a step falls between thousands (`2,5k €`,
 * never `3k €` beside `2k €`), millions from a million up (`4500000` → `4,5 M€`, never
 * `4.500k €`), with one decimal, as the AUM axis and the KPI tiles write them, or two on
 * an axis with ticks between tenths (`1.050.000` → `1,05 M€`), which one decimal would
 * round to its neighbour's text. A lone value always gets one decimal.
 */
export function formatAxisEuro(value: number, axisTicks: readonly number[] = [value]): string {
  const largest = Math.max(0, ...axisTicks.map((tick) => Math.abs(finite(tick))));
  if (Math.round(largest / THOUSAND) < THOUSAND) return axisThousands(value, axisTicks);
  const format = betweenTenths(axisTicks) ? number2 : number1;
  return `${format().format(finite(value) / MILLION)} M€`;
}

/**
 * The tick of a percent axis (0–100): whole percents, or the decimals its steps need so that
 * no two ticks read alike (`0,2%`, `0,4%`… never `0%`, `0%`…).
 */
export function formatAxisPercent(value: number, axisTicks: readonly number[] = [value]): string {
  return percentDecimals[axisDecimals(axisTicks, 1)]().format(toFraction(value));
}

/** The tick of a plain number axis (an index, a count), with the decimals its steps need. */
export function formatAxisNumber(value: number, axisTicks: readonly number[] = [value]): string {
  return fixedDecimals[axisDecimals(axisTicks, 1)]().format(finite(value));
}

function toDate(value: string | Date): Date | undefined {
  const date = typeof value === 'string' ? new Date(value) : value;
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date : undefined;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function formatDay(
  value: string | Date,
  formats: { calendar: () => Intl.DateTimeFormat; instant: () => Intl.DateTimeFormat },
): string {
  const date = toDate(value);
  if (date === undefined) return '—';
  const isCalendarDate = typeof value === 'string' && CALENDAR_DATE.test(value);
  return (isCalendarDate ? formats.calendar : formats.instant)().format(date);
}

/** Italian short date: `2024-03-05` → `05/03/2024`. */
export function formatDate(value: string | Date): string {
  return formatDay(value, shortDate);
}

/** Italian long date: `2024-03-05` → `5 marzo 2024`. */
export function formatDateLong(value: string | Date): string {
  return formatDay(value, longDate);
}

/** Local time of day, for chat messages: `14:05`. */
export function formatTime(value: string | Date): string {
  const date = toDate(value);
  return date === undefined ? '—' : time().format(date);
}

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** File size in Italian units: `1536000` → `1,5 MB`. */
export function formatFileSize(bytes: number): string {
  const size = Math.max(0, finite(bytes));
  if (size < KB) return `${formatNumber(size)} B`;
  if (size < MB) return `${formatDecimal(size / KB)} KB`;
  if (size < GB) return `${formatDecimal(size / MB)} MB`;
  return `${formatDecimal(size / GB)} GB`;
}

/**
 * Names in a sentence, at most `shown` of them, then how many more: `Enel e Eni`,
 * `Enel, Eni e altri 3`.
 */
export function formatSomeNames(names: readonly string[], shown: number): string {
  if (names.length <= shown) return new Intl.ListFormat(LOCALE).format(names);
  return `${names.slice(0, shown).join(', ')} e altri ${formatNumber(names.length - shown)}`;
}
