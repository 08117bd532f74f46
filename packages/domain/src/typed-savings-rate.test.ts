import { describe, expect, it } from 'vitest';
import { FIGURE_INPUT_MESSAGES } from './amount-input';
import { readTypedSavingsRate, TYPED_SAVINGS_RATE_MESSAGES } from './typed-savings-rate';

describe('readTypedSavingsRate', () => {
  it('reads a percent typed the Italian way, 0 and 100 included', () => {
    expect(readTypedSavingsRate('15')).toEqual({ ok: true, value: 15 });
    expect(readTypedSavingsRate(' 12,5 ')).toEqual({ ok: true, value: 12.5 });
    expect(readTypedSavingsRate('0')).toEqual({ ok: true, value: 0 });
    expect(readTypedSavingsRate('100')).toEqual({ ok: true, value: 100 });
  });

  it('refuses an empty field, a rate outside 0–100 and a number it cannot read, in Italian', () => {
    expect(readTypedSavingsRate('')).toEqual({
      ok: false,
      message: 'Scrivi il tasso di risparmio, per esempio 15.',
    });
    expect(TYPED_SAVINGS_RATE_MESSAGES.range).toBe('Inserisci un valore tra 0 e 100%.');
    for (const text of ['-5', '100,5', '1.000', '99999999999999999999']) {
      expect(readTypedSavingsRate(text), text).toEqual({
        ok: false,
        message: TYPED_SAVINGS_RATE_MESSAGES.range,
      });
    }
    expect(readTypedSavingsRate('12.5')).toEqual({
      ok: false,
      message: FIGURE_INPUT_MESSAGES.englishFormat,
    });
    expect(readTypedSavingsRate('molto')).toEqual({
      ok: false,
      message: FIGURE_INPUT_MESSAGES.notANumber,
    });
  });
});
