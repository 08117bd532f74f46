import { describe, expect, it } from 'vitest';
import { formatPlainAmount, parseAmountCents } from './parse-amount';

describe('parseAmountCents', () => {
  it.each([
    ['1.234,56', 123456],
    ['-1.234,56', -123456],
    ['1234,56', 123456],
    ['-45,90', -4590],
    ['+45,90', 4590],
    ['45,90-', -4590],
    ['1234.56', 123456],
    ['-45.9', -4590],
    ['1,234.56', 123456],
    ['1.234.567,8', 123456780],
    ['1.234', 123400],
    ['€ 12', 1200],
    ['12 €', 1200],
    ['1 234,56 EUR', 123456],
    ['(12,50)', -1250],
    ['0,00', 0],
    ['-0,00', 0],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseAmountCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '12,3,4', '1.23.4', '-', '=1+1', '12,345,6'])('refuses %s', (text) => {
    expect(parseAmountCents(text)).toBeUndefined();
  });
});

describe('formatPlainAmount', () => {
  it('writes cents as a plain amount that reads back', () => {
    expect(formatPlainAmount(-123456)).toBe('-1234.56');
    expect(formatPlainAmount(5)).toBe('0.05');
    expect(parseAmountCents(formatPlainAmount(-5))).toBe(-5);
  });
});
