import { describe, expect, it } from 'vitest';
import {
  formatAxisEuro,
  formatAxisMillions,
  formatAxisNumber,
  formatAxisPercent,
  formatCharacterCount,
  formatCount,
  formatDate,
  formatDateLong,
  formatDecimal,
  formatEuro,
  formatEuroCents,
  formatFeePercent,
  formatFileSize,
  formatNumber,
  formatPercent,
  formatPercentOneDecimal,
  formatSignedPercentOneDecimal,
  formatTime,
  formatSomeNames,
} from './format';

// What Intl really prints for it-IT: a non-breaking space (U+00A0) before '€', no space
// before '%'. Four-digit numbers are grouped too ('1.234 €'), unlike Intl's it-IT default.
const NBSP = '\u00a0';

describe('formatEuro', () => {
  it.each([
    [1234567, `1.234.567${NBSP}€`],
    [12345, `12.345${NBSP}€`],
    [1234, `1.234${NBSP}€`],
    [0, `0${NBSP}€`],
    [-1250, `-1.250${NBSP}€`],
    [-145000, `-145.000${NBSP}€`],
    [1234.5, `1.235${NBSP}€`],
    [1e21, `1.000.000.000.000.000.000.000${NBSP}€`],
  ])('%d → %s', (value, text) => {
    expect(formatEuro(value)).toBe(text);
  });

  it('never prints a minus before zero', () => {
    expect(formatEuro(-0)).toBe(`0${NBSP}€`);
    expect(formatEuro(-0.4)).toBe(`0${NBSP}€`);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'shows %d as 0',
    (value) => {
      expect(formatEuro(value)).toBe(`0${NBSP}€`);
    },
  );
});

/** A one-argument formatter and its table of value → the text a user reads. */
type FormatterCases = {
  name: string;
  rule: string;
  format: (value: number) => string;
  cases: [value: number, text: string][];
};

describe.each<FormatterCases>([
  {
    name: 'formatEuroCents',
    rule: 'shows euro with two decimals',
    format: formatEuroCents,
    cases: [
      [1234.5, `1.234,50${NBSP}€`],
      [12345.678, `12.345,68${NBSP}€`],
      [-86.4, `-86,40${NBSP}€`],
      [0, `0,00${NBSP}€`],
      [-0.001, `0,00${NBSP}€`],
      [Number.NaN, `0,00${NBSP}€`],
    ],
  },
  {
    name: 'formatPercent',
    rule: 'shows a 0–100 percent without decimals',
    format: formatPercent,
    cases: [
      [20, '20%'],
      [0, '0%'],
      [78, '78%'],
      [100, '100%'],
      [23.5, '24%'],
      [-5, '-5%'],
      [1234, '1.234%'],
      [Number.NaN, '0%'],
    ],
  },
  {
    name: 'formatPercentOneDecimal',
    rule: 'shows a 0–100 percent with one decimal',
    format: formatPercentOneDecimal,
    cases: [
      [4.2, '4,2%'],
      [7.2, '7,2%'],
      [0.35, '0,4%'],
      [0, '0,0%'],
      [-1.25, '-1,3%'],
      [Number.NEGATIVE_INFINITY, '0,0%'],
    ],
  },
  {
    name: 'formatSignedPercentOneDecimal',
    rule: 'shows a change in percent with its sign, none on zero',
    format: formatSignedPercentOneDecimal,
    cases: [
      [20.5, '+20,5%'],
      [-3.2, '-3,2%'],
      [0, '0,0%'],
      [0.04, '0,0%'],
      [-0.04, '0,0%'],
      [Number.NaN, '0,0%'],
    ],
  },
  {
    name: 'formatFileSize',
    rule: 'shows bytes in the largest unit that fits',
    format: formatFileSize,
    cases: [
      [0, '0 B'],
      [1023, '1.023 B'],
      [1024, '1,0 KB'],
      [1536000, '1,5 MB'],
      [1024 * 1024, '1,0 MB'],
      [5e9, '4,7 GB'],
      [-5, '0 B'],
      [Number.NaN, '0 B'],
    ],
  },
  {
    name: 'formatNumber',
    rule: 'groups from four digits and rounds',
    format: formatNumber,
    cases: [
      [12000, '12.000'],
      [1234, '1.234'],
      [2.5, '3'],
      [Number.NaN, '0'],
    ],
  },
  {
    name: 'formatDecimal',
    rule: 'always shows one decimal with a comma',
    format: formatDecimal,
    cases: [
      [4.25, '4,3'],
      [7, '7,0'],
      [-0.04, '0,0'],
      [Number.POSITIVE_INFINITY, '0,0'],
    ],
  },
  {
    name: 'formatAxisEuro',
    rule: 'shows a tick alone below a million as thousands of euro, k €',
    format: (value: number) => formatAxisEuro(value),
    cases: [
      [125000, '125k €'],
      [350680, '351k €'],
      [999000, '999k €'],
      [0, '0k €'],
      [-400, '0k €'],
      [Number.NaN, '0k €'],
    ],
  },
  {
    name: 'formatAxisEuro',
    rule: 'shows a tick alone from a million up as millions with one decimal, M€',
    format: (value: number) => formatAxisEuro(value),
    cases: [
      [1000000, '1,0 M€'],
      [999600, '1,0 M€'],
      [1234567, '1,2 M€'],
      [4500000, '4,5 M€'],
      [12345678, '12,3 M€'],
      [-2500000, '-2,5 M€'],
    ],
  },
  {
    name: 'formatAxisMillions',
    rule: 'shows millions of euro with one decimal for the AUM axis',
    format: formatAxisMillions,
    cases: [
      [12500000, '12,5 M€'],
      [9135500, '9,1 M€'],
      [0, '0,0 M€'],
      [Number.POSITIVE_INFINITY, '0,0 M€'],
    ],
  },
  {
    name: 'formatCharacterCount',
    rule: 'says carattere for one and caratteri otherwise',
    format: formatCharacterCount,
    cases: [
      [1, '1 carattere'],
      [0, '0 caratteri'],
      [3, '3 caratteri'],
      [12000, '12.000 caratteri'],
    ],
  },
])('$name $rule', ({ format, cases }) => {
  it.each(cases)('%d → %s', (value, text) => {
    expect(format(value)).toBe(text);
  });
});

describe('dates (time zone Europe/Rome, see the test script)', () => {
  it('formats a calendar date in Italian, short and long', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDateLong('2024-03-05')).toBe('5 marzo 2024');
    expect(formatDateLong('2024-12-31')).toBe('31 dicembre 2024');
    expect(formatDate('2024-01-01')).toBe('01/01/2024');
  });

  it('shows an instant on the local calendar, also just after midnight', () => {
    expect(formatDate(new Date(2024, 2, 5, 0, 30))).toBe('05/03/2024');
    expect(formatDate(new Date(2024, 2, 5, 23, 59))).toBe('05/03/2024');
    expect(formatDateLong('2024-03-04T23:30:00Z')).toBe('5 marzo 2024');
  });

  it('shows an invalid date as a dash instead of throwing', () => {
    expect(formatDate('non una data')).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDateLong(new Date(Number.NaN))).toBe('—');
    expect(formatTime('2024-13-45')).toBe('—');
  });

  it('formats the time of day with two-digit hours and minutes', () => {
    expect(formatTime(new Date(2024, 2, 5, 14, 5))).toBe('14:05');
    expect(formatTime(new Date(2024, 2, 5, 9, 0))).toBe('09:00');
  });
});

describe('formatAxisEuro on an axis', () => {
  const ticks = (step: number, count: number) => Array.from({ length: count }, (_, i) => i * step);

  it('reads the monte carlo axis in millions, never in thousands of thousands', () => {
    const axis = ticks(500_000, 10);
    expect(axis.map((tick) => formatAxisEuro(tick, axis))).toEqual([
      '0,0 M€',
      '0,5 M€',
      '1,0 M€',
      '1,5 M€',
      '2,0 M€',
      '2,5 M€',
      '3,0 M€',
      '3,5 M€',
      '4,0 M€',
      '4,5 M€',
    ]);
  });

  it('keeps an axis below a million in thousands, k €', () => {
    const axis = ticks(100_000, 6);
    expect(axis.map((tick) => formatAxisEuro(tick, axis))).toEqual([
      '0k €',
      '100k €',
      '200k €',
      '300k €',
      '400k €',
      '500k €',
    ]);
  });

  it('gives an axis one unit, chosen by its largest tick', () => {
    const axis = [0, 250_000, 500_000, 750_000, 1_000_000];
    expect(axis.map((tick) => formatAxisEuro(tick, axis))).toEqual([
      '0,00 M€',
      '0,25 M€',
      '0,50 M€',
      '0,75 M€',
      '1,00 M€',
    ]);
    const negative = [-2_000_000, -1_000_000, 0];
    expect(negative.map((tick) => formatAxisEuro(tick, negative))).toEqual([
      '-2,0 M€',
      '-1,0 M€',
      '0,0 M€',
    ]);
  });

  it('shows a second decimal where the steps fall between tenths, so no two ticks match', () => {
    const axis = [1_000_000, 1_050_000, 1_100_000, 1_150_000];
    const labels = axis.map((tick) => formatAxisEuro(tick, axis));
    expect(labels).toEqual(['1,00 M€', '1,05 M€', '1,10 M€', '1,15 M€']);
    expect(new Set(labels).size).toBe(axis.length);
  });

  it('never prints NaN for a tick or an axis that is not finite', () => {
    expect(formatAxisEuro(Number.NaN, [Number.NaN, Number.POSITIVE_INFINITY])).toBe('0k €');
  });

  it('shows a decimal where the steps fall between thousands, so no two ticks match', () => {
    // Home's monthly cash flow read 3k, 2k, 2k, 1k, 1k, 0k.
    const axis = [2500, 2000, 1500, 1000, 500, 0];
    const labels = axis.map((tick) => formatAxisEuro(tick, axis));
    expect(labels).toEqual(['2,5k €', '2,0k €', '1,5k €', '1,0k €', '0,5k €', '0,0k €']);
    const fine = [0, 250, 500, 750];
    expect(fine.map((tick) => formatAxisEuro(tick, fine))).toEqual([
      '0,00k €',
      '0,25k €',
      '0,50k €',
      '0,75k €',
    ]);
    const negative = [-1500, -1000, -500, 0, 500];
    expect(new Set(negative.map((tick) => formatAxisEuro(tick, negative))).size).toBe(5);
  });
});

describe('formatAxisNumber on an axis', () => {
  it('writes an index or a count whole, or with the decimals its steps need', () => {
    const whole = [90, 100, 110];
    expect(whole.map((tick) => formatAxisNumber(tick, whole))).toEqual(['90', '100', '110']);
    const halves = [99, 99.5, 100, 100.5];
    expect(halves.map((tick) => formatAxisNumber(tick, halves))).toEqual([
      '99,0',
      '99,5',
      '100,0',
      '100,5',
    ]);
  });
});

describe('formatAxisPercent on an axis', () => {
  it('writes whole percents while the steps are whole', () => {
    const axis = [0, 5, 10, 15, 20];
    expect(axis.map((tick) => formatAxisPercent(tick, axis))).toEqual([
      '0%',
      '5%',
      '10%',
      '15%',
      '20%',
    ]);
    expect(formatAxisPercent(22.6)).toBe('23%');
  });

  it('shows the decimals small steps need, so no two ticks match', () => {
    // A new goal's progress chart read 1%, 1%, 1%… 0%.
    const axis = [0, 0.2, 0.4, 0.6, 0.8, 1];
    const labels = axis.map((tick) => formatAxisPercent(tick, axis));
    expect(labels).toEqual(['0,0%', '0,2%', '0,4%', '0,6%', '0,8%', '1,0%']);
    const finer = [0, 0.05, 0.1, 0.15];
    expect(finer.map((tick) => formatAxisPercent(tick, finer))).toEqual([
      '0,00%',
      '0,05%',
      '0,10%',
      '0,15%',
    ]);
  });
});

describe('formatFeePercent', () => {
  it('keeps the second decimal that decides the fee target', () => {
    expect(formatFeePercent(0.45)).toBe('0,45%');
    expect(formatFeePercent(1.5)).toBe('1,50%');
  });

  it('never prints NaN', () => {
    expect(formatFeePercent(Number.NaN)).toBe('0,00%');
  });
});

describe('formatCount', () => {
  it('puts the noun in the number of the count', () => {
    expect(formatCount(1, 'cliente trovato', 'clienti trovati')).toBe('1 cliente trovato');
    expect(formatCount(0, 'cliente trovato', 'clienti trovati')).toBe('0 clienti trovati');
    expect(formatCount(10000, 'conto', 'conti')).toBe('10.000 conti');
  });
});

describe('formatSomeNames', () => {
  it('lists up to the names shown in Italian, then says how many more', () => {
    expect(formatSomeNames(['Enel'], 2)).toBe('Enel');
    expect(formatSomeNames(['Enel', 'Eni'], 2)).toBe('Enel e Eni');
    expect(formatSomeNames(['Enel', 'Eni', 'BTP 2030', 'ETF Mondo'], 2)).toBe(
      'Enel, Eni e altri 2',
    );
    expect(formatSomeNames([], 2)).toBe('');
  });
});
