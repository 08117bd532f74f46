import { daysInYear } from './calendar-date';
// Imposta di bollo (held in Italy) and IVAFE (held abroad) on financial products and on
// current and savings accounts, for a natural person.
// - Financial products: 2 per mille a year of their value (D.P.R. 642/1972, Tariffa parte I,
//   art. 13, c. 2-ter; IVAFE: D.L. 201/2011, art. 19, c. 20), in proportion to the days held
//   in the year, as issue 36 states the rule (the bollo is "rapportata al periodo
//   rendicontato", D.M. 24 maggio 2012, art. 3, c. 2; IVAFE is due "proporzionalmente ... al
//   periodo di detenzione").
// - Accounts: 34,20 € a year, in proportion to the period of each statement, not due when the
//   average balance of that period is at most 5.000 € (Tariffa art. 13, c. 2-bis and nota
//   3-bis; D.M. 24 maggio 2012, art. 2, c. 3-4; IVAFE: D.L. 201/2011, art. 19, c. 20).
//   Several accounts at the same bank are summed for the threshold: pass their combined
//   average balance. An Italian statement's share of the year counts each calendar month as
//   a twelfth (a half-year statement pays 17,10 €, Circ. AdE 48/E del 21/12/2012, par. 1.2,
//   esempio 1; a quarter 8,55 €), and the days of a month part as that part of the twelfth;
//   foreign accounts (IVAFE) count days held.
// Periods are calendar days, both ends included, within one calendar year; a year has 365 or
// 366 days. Rounding: the yearly amount accrues from 1 January and is rounded to the cent at
// each period's end, so a period pays round(accrued at its end) − round(accrued at its
// start). The parts of a year then add up to the whole year to the cent; a period alone may
// differ by one cent from rounding its own share.
import {
  IVAFE_ACCOUNT_EXEMPT_UP_TO_CENTS,
  IVAFE_ACCOUNT_YEARLY_CENTS,
  IVAFE_PRODUCTS_RATE_BP,
  STAMP_DUTY_ACCOUNT_EXEMPT_UP_TO_CENTS,
  STAMP_DUTY_ACCOUNT_YEARLY_CENTS,
  STAMP_DUTY_PRODUCTS_RATE_BP,
} from './tax-constants';
import { type Custody } from './position-schemas';
import { mulDivRound } from './tax-money';

const DAY_MS = 86_400_000;

/** First and last day held (yyyy-mm-dd, both included), in the same calendar year. */
export type HeldPeriod = { from: string; to: string };

function utcDay(date: string): number {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time)) throw new RangeError(`Data non valida: ${date}`);
  return time / DAY_MS;
}

/** The period's year and its days as offsets from 1 January: [start, end). */
function periodDays(period: HeldPeriod): { year: number; start: number; end: number } {
  const year = Number(period.from.slice(0, 4));
  if (Number(period.to.slice(0, 4)) !== year) {
    throw new RangeError('Il periodo deve stare in un solo anno solare.');
  }
  const newYear = utcDay(`${period.from.slice(0, 4)}-01-01`);
  const start = utcDay(period.from) - newYear;
  const end = utcDay(period.to) - newYear + 1;
  if (end <= start) throw new RangeError('La fine del periodo precede il suo inizio.');
  return { year, start, end };
}

/**
 * yearlyCents × (share of the year up to each end of the period), the share counting each
 * calendar month as a twelfth and a day as its part of its month.
 */
function accruedByMonths(yearlyCents: number, period: HeldPeriod): number {
  const { year, start, end } = periodDays(period);
  const position = (offset: number): number => {
    if (offset >= daysInYear(year)) return mulDivRound(yearlyCents, 1, 1);
    const day = new Date(Date.UTC(year, 0, 1 + offset));
    const month = day.getUTCMonth();
    const monthDays = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    return mulDivRound(yearlyCents, month * monthDays + day.getUTCDate() - 1, 12 * monthDays);
  };
  return position(end) - position(start);
}

/** Days held in the period, both ends included. */
export function daysHeld(period: HeldPeriod): number {
  const { start, end } = periodDays(period);
  return end - start;
}

/** yearlyCents × days / days of the year, accrued from 1 January and rounded at both ends. */
function accrued(yearlyNumerator: number, yearlyDenominator: number, period: HeldPeriod): number {
  const { year, start, end } = periodDays(period);
  const denominator = yearlyDenominator * daysInYear(year);
  return (
    mulDivRound(yearlyNumerator, end, denominator) -
    mulDivRound(yearlyNumerator, start, denominator)
  );
}

export type StampDutyKind = 'bollo' | 'ivafe';

/** Bollo for products held in Italy, IVAFE for products held abroad. */
export function stampDutyKind(custody: Custody): StampDutyKind {
  return custody === 'italiana' ? 'bollo' : 'ivafe';
}

/** The tax on a financial product of `valueCents` held over the period. */
export function productStampDutyCents(
  valueCents: number,
  period: HeldPeriod,
  custody: Custody,
): number {
  if (valueCents <= 0) return 0;
  const rate =
    custody === 'italiana' ? STAMP_DUTY_PRODUCTS_RATE_BP.value : IVAFE_PRODUCTS_RATE_BP.value;
  return accrued(valueCents * rate, 10_000, period);
}

/** The tax on a current or savings account for one statement period and its average balance. */
export function accountStampDutyCents(
  averageBalanceCents: number,
  period: HeldPeriod,
  custody: Custody,
): number {
  const italian = custody === 'italiana';
  const exemptUpTo = italian
    ? STAMP_DUTY_ACCOUNT_EXEMPT_UP_TO_CENTS.value
    : IVAFE_ACCOUNT_EXEMPT_UP_TO_CENTS.value;
  if (averageBalanceCents <= exemptUpTo) return 0;
  return italian
    ? accruedByMonths(STAMP_DUTY_ACCOUNT_YEARLY_CENTS.value, period)
    : accrued(IVAFE_ACCOUNT_YEARLY_CENTS.value, 1, period);
}

/** A balance kept for a number of days. */
export type BalanceSpan = { balanceCents: number; days: number };

/** The average balance (giacenza media) of spans of days, rounded to the cent. */
export function averageBalanceCents(spans: readonly BalanceSpan[]): number {
  const days = spans.reduce((sum, span) => sum + span.days, 0);
  if (days <= 0) return 0;
  const total = spans.reduce((sum, span) => sum + span.balanceCents * span.days, 0);
  return mulDivRound(total, 1, days);
}

export type StampDutyItem =
  | { kind: 'prodotto'; id: string; custody: Custody; valueCents: number; period: HeldPeriod }
  | {
      kind: 'conto';
      id: string;
      custody: Custody;
      averageBalanceCents: number;
      period: HeldPeriod;
    };

export type StampDutySummary = {
  bolloCents: number;
  ivafeCents: number;
  rows: { id: string; tax: StampDutyKind; cents: number }[];
};

/** Bollo and IVAFE of a list of products and account statements, each row and the totals. */
export function stampDutySummary(items: readonly StampDutyItem[]): StampDutySummary {
  const rows = items.map((item) => ({
    id: item.id,
    tax: stampDutyKind(item.custody),
    cents:
      item.kind === 'prodotto'
        ? productStampDutyCents(item.valueCents, item.period, item.custody)
        : accountStampDutyCents(item.averageBalanceCents, item.period, item.custody),
  }));
  const total = (tax: StampDutyKind) =>
    rows.filter((row) => row.tax === tax).reduce((sum, row) => sum + row.cents, 0);
  return { bolloCents: total('bollo'), ivafeCents: total('ivafe'), rows };
}
