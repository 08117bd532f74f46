import { describe, expect, it } from 'vitest';
import { formatEuro } from './format';

const NBSP = '\u00a0';

describe('formatEuro', () => {
  it('groups thousands with dots and puts the euro sign after a non-breaking space', () => {
    expect(formatEuro(1234567)).toBe(`1.234.567${NBSP}€`);
  });

  it('never prints NaN', () => {
    expect(formatEuro(Number.NaN)).toBe(`0${NBSP}€`);
  });
});
