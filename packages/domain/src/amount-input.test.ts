import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_INPUT_MESSAGES,
  amountProblemMessage,
  readAmount,
  readAmountCents,
  readMovementAmountCents,
} from './amount-input';
import { formatCents } from './ledger-money';
import { formatNumber } from './format';

describe('readAmount', () => {
  it.each([
    ['250000', 250000],
    ['200.000', 200000],
    ['98.500', 98500],
    ['1.234.567', 1234567],
    ['0', 0],
    [' 1.000 € ', 1000],
    ['€ 250 000', 250000],
    ['1\u202f000\u00a0€', 1000],
    ['-5', -5],
    ['250.000,00', 250000],
  ])('reads %j as %d, in whole euro and with cents', (text, value) => {
    expect(readAmount(text, 'whole')).toEqual({ ok: true, value });
    expect(readAmount(text, 'cents')).toEqual({ ok: true, value });
  });

  it.each([
    ['1.234,56', 1234.56],
    ['250,5', 250.5],
    ['0,99', 0.99],
  ])('reads %j as %d with cents, and refuses it in whole euro', (text, value) => {
    expect(readAmount(text, 'cents')).toEqual({ ok: true, value });
    expect(readAmount(text, 'whole')).toEqual({ ok: false, problem: 'notWhole' });
  });

  it('refuses more than two decimals in euro with cents', () => {
    expect(readAmount('1,234', 'cents')).toEqual({ ok: false, problem: 'tooManyDecimals' });
  });

  it.each(['abc', 'mille', '12.34.567', '1,2,3', '1e5', '€', '--5', '5-', '0x10'])(
    'refuses %j as not a number',
    (text) => {
      expect(readAmount(text, 'cents')).toEqual({ ok: false, problem: 'notANumber' });
      expect(readAmount(text, 'whole')).toEqual({ ok: false, problem: 'notANumber' });
    },
  );

  it.each(['10.5', '1.2345', '1,234.56', '-12,000.5', '+1,234.5'])(
    'tells %j, decimals after a point, as the English way',
    (text) => {
      expect(readAmount(text, 'cents')).toEqual({ ok: false, problem: 'englishFormat' });
      expect(readAmount(text, 'whole')).toEqual({ ok: false, problem: 'englishFormat' });
    },
  );

  it.each([
    ['+50', 50],
    ['+1.234,5', 1234.5],
    ['€ +12', 12],
  ])('reads %j, with a leading plus, as %d', (text, value) => {
    expect(readAmount(text, 'cents')).toEqual({ ok: true, value });
  });

  it.each(['9.007.199.254.740.993', '99999999999999999999'])(
    'refuses %j as too large to be held exactly',
    (text) => {
      expect(readAmount(text, 'whole')).toEqual({ ok: false, problem: 'tooLarge' });
      expect(readAmount(text, 'cents')).toEqual({ ok: false, problem: 'tooLarge' });
    },
  );

  it.each(['', '   ', '\u00a0'])('tells an empty text %j apart', (text) => {
    expect(readAmount(text, 'whole')).toEqual({ ok: false, problem: 'empty' });
  });

  it('reads back every whole amount the app writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (value) => {
        expect(readAmount(formatNumber(value), 'whole')).toEqual({ ok: true, value });
        expect(readAmount(String(value), 'whole')).toEqual({ ok: true, value });
      }),
    );
  });
});

describe('amountProblemMessage', () => {
  it('says in Italian what to write, by the field’s precision', () => {
    expect(amountProblemMessage('notANumber', 'cents')).toBe(
      'Scrivi un numero, per esempio 10.000 o 250,50.',
    );
    expect(amountProblemMessage('notANumber', 'whole')).toBe(
      'Inserisci un importo intero in euro, per esempio 250.000.',
    );
    expect(amountProblemMessage('notWhole', 'whole')).toBe(
      'Inserisci un importo intero in euro, senza centesimi, per esempio 250.000.',
    );
    expect(amountProblemMessage('tooManyDecimals', 'cents')).toBe(
      AMOUNT_INPUT_MESSAGES.tooManyDecimals,
    );
  });
});

describe('readAmountCents', () => {
  it.each([
    ['1.234,56', 123456],
    ['-45,90', -4590],
    ['1234,5', 123450],
    ['€ 12', 1200],
    ['12 €', 1200],
    ['+50', 5000],
    ['0,01', 1],
    ['-0', 0],
    ['10.000.000,00', 1_000_000_000],
  ])('reads %j as %d cents', (text, cents) => {
    expect(readAmountCents(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ['1,234.56', 'Usa la virgola per i decimali e il punto per le migliaia, per esempio 1.234,56.'],
    ['12,3,4', 'Scrivi un numero, per esempio 10.000 o 250,50.'],
    ['abc', 'Scrivi un numero, per esempio 10.000 o 250,50.'],
    ['1,234', 'Scrivi al massimo due decimali, per esempio 250,50.'],
    ['', 'Scrivi un importo, per esempio -45,90.'],
    [
      '10.000.000,01',
      'L’importo può arrivare al massimo a 10.000.000,00\u00a0€, in più o in meno.',
    ],
    [
      '99999999999999999999',
      'L’importo può arrivare al massimo a 10.000.000,00\u00a0€, in più o in meno.',
    ],
  ])('refuses %j with an Italian message', (text, message) => {
    expect(readAmountCents(text)).toEqual({ ok: false, message });
  });

  it('reads back every amount in cents the app writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (cents) => {
        expect(readAmountCents(formatCents(cents))).toEqual({ ok: true, cents });
      }),
    );
  });
});

describe('readMovementAmountCents', () => {
  it.each(['0', '0,00', '-0', '€ 0'])('refuses a movement of %j: it says why', (text) => {
    expect(readMovementAmountCents(text)).toEqual({
      ok: false,
      message:
        'Un movimento non può essere di 0 €: scrivi un’entrata, per esempio 1.500, o una spesa con il segno meno, per esempio -45,90.',
    });
  });

  it('reads any other amount as a ledger amount, with the same refusals', () => {
    expect(readMovementAmountCents('0,01')).toEqual({ ok: true, cents: 1 });
    expect(readMovementAmountCents('-45,90')).toEqual({ ok: true, cents: -4590 });
    expect(readMovementAmountCents('abc')).toEqual(readAmountCents('abc'));
    expect(readMovementAmountCents('')).toEqual(readAmountCents(''));
  });
});
