import { describe, expect, it } from 'vitest';
import {
  formatAxisMillions,
  formatAxisThousands,
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
  formatTime,
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

describe('formatEuroCents', () => {
  it.each([
    [1234.5, `1.234,50${NBSP}€`],
    [12345.678, `12.345,68${NBSP}€`],
    [-86.4, `-86,40${NBSP}€`],
    [0, `0,00${NBSP}€`],
    [-0.001, `0,00${NBSP}€`],
    [Number.NaN, `0,00${NBSP}€`],
  ])('%d → %s', (value, text) => {
    expect(formatEuroCents(value)).toBe(text);
  });
});

describe('formatNumber and formatDecimal', () => {
  it('groups from four digits and rounds', () => {
    expect(formatNumber(12000)).toBe('12.000');
    expect(formatNumber(1234)).toBe('1.234');
    expect(formatNumber(2.5)).toBe('3');
    expect(formatNumber(Number.NaN)).toBe('0');
  });

  it('always shows one decimal with a comma', () => {
    expect(formatDecimal(4.25)).toBe('4,3');
    expect(formatDecimal(7)).toBe('7,0');
    expect(formatDecimal(-0.04)).toBe('0,0');
    expect(formatDecimal(Number.POSITIVE_INFINITY)).toBe('0,0');
  });
});

describe('formatPercent', () => {
  it.each([
    [20, '20%'],
    [0, '0%'],
    [78, '78%'],
    [100, '100%'],
    [23.5, '24%'],
    [-5, '-5%'],
    [1234, '1.234%'],
    [Number.NaN, '0%'],
  ])('%d → %s', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });
});

describe('formatPercentOneDecimal', () => {
  it.each([
    [4.2, '4,2%'],
    [7.2, '7,2%'],
    [0.35, '0,4%'],
    [0, '0,0%'],
    [-1.25, '-1,3%'],
    [Number.NEGATIVE_INFINITY, '0,0%'],
  ])('%d → %s', (value, text) => {
    expect(formatPercentOneDecimal(value)).toBe(text);
  });
});

describe('chart axis ticks', () => {
  it('shows thousands of euro as k €', () => {
    expect(formatAxisThousands(125000)).toBe('125k €');
    expect(formatAxisThousands(350680)).toBe('351k €');
    expect(formatAxisThousands(1234567)).toBe('1.235k €');
    expect(formatAxisThousands(12345678)).toBe('12.346k €');
    expect(formatAxisThousands(0)).toBe('0k €');
    expect(formatAxisThousands(-400)).toBe('0k €');
    expect(formatAxisThousands(Number.NaN)).toBe('0k €');
  });

  it('shows millions of euro with one decimal for the AUM axis', () => {
    expect(formatAxisMillions(12500000)).toBe('12,5 M€');
    expect(formatAxisMillions(9135500)).toBe('9,1 M€');
    expect(formatAxisMillions(0)).toBe('0,0 M€');
    expect(formatAxisMillions(Number.POSITIVE_INFINITY)).toBe('0,0 M€');
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

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1023, '1.023 B'],
    [1024, '1,0 KB'],
    [1536000, '1,5 MB'],
    [1024 * 1024, '1,0 MB'],
    [5e9, '4,7 GB'],
    [-5, '0 B'],
    [Number.NaN, '0 B'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
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

describe('formatCharacterCount', () => {
  it('says carattere for one and caratteri otherwise', () => {
    expect(formatCharacterCount(1)).toBe('1 carattere');
    expect(formatCharacterCount(0)).toBe('0 caratteri');
    expect(formatCharacterCount(3)).toBe('3 caratteri');
    expect(formatCharacterCount(12000)).toBe('12.000 caratteri');
  });
});

describe('formatCount', () => {
  it('puts the noun in the number of the count', () => {
    expect(formatCount(1, 'cliente trovato', 'clienti trovati')).toBe('1 cliente trovato');
    expect(formatCount(0, 'cliente trovato', 'clienti trovati')).toBe('0 clienti trovati');
    expect(formatCount(10000, 'conto', 'conti')).toBe('10.000 conti');
  });
});
