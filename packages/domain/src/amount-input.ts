// The one reading of an amount typed the Italian way, for every money field of both apps:
// thousands grouped with a dot or not at all ('250000', '200.000', '1.234.567'), decimals
// after a comma ('1.234,56'), an optional euro sign and spaces. Which fields take decimals is
// the field's choice: euro with cents, or whole euro.

/** Cents: up to two decimals. Whole: whole euro (',00' is still accepted). */
export type AmountPrecision = 'cents' | 'whole';

/** Why a text is not an amount; an empty text is left to the field (required or "off"). */
export type AmountProblem = 'empty' | 'notANumber' | 'tooManyDecimals' | 'notWhole';

export type AmountReading = { ok: true; value: number } | { ok: false; problem: AmountProblem };

export const AMOUNT_INPUT_MESSAGES = {
  /** An amount with cents that is not a number ('mille', '10.5', '1,2,3'). */
  notANumber: 'Scrivi un numero, per esempio 10.000 o 250,50.',
  tooManyDecimals: 'Scrivi al massimo due decimali, per esempio 250,50.',
  /** A whole-euro amount that is not a number. */
  notAWholeAmount: 'Inserisci un importo intero in euro, per esempio 250.000.',
  /** A whole-euro amount written with cents. */
  notWhole: 'Inserisci un importo intero in euro, senza centesimi, per esempio 250.000.',
  negative: 'Il valore non può essere negativo.',
} as const;

// The sign, the integer part plain ('250000') or grouped by threes ('1.234.567'), then the
// decimals. An English '10.5' matches neither and is refused rather than read as 105.
const AMOUNT = /^(-?)(\d+|\d{1,3}(?:\.\d{3})+)(?:,(\d+))?$/;
// Spaces of every width (a pasted '250 000', a figure copied from a page) and the euro sign.
const IGNORED = /[\s\u00a0\u202f€]/g;
const MAX_CENT_DECIMALS = 2;

/** The amount a text stands for, or why it stands for none. */
export function readAmount(text: string, precision: AmountPrecision): AmountReading {
  if (text.trim() === '') return { ok: false, problem: 'empty' };
  const compact = text.replace(IGNORED, '');
  const match = AMOUNT.exec(compact);
  if (match === null) return { ok: false, problem: 'notANumber' };
  const [, sign = '', integer = '', decimals = ''] = match;
  if (precision === 'whole' && /[1-9]/.test(decimals)) return { ok: false, problem: 'notWhole' };
  if (precision === 'cents' && decimals.length > MAX_CENT_DECIMALS) {
    return { ok: false, problem: 'tooManyDecimals' };
  }
  const value = Number(`${sign}${integer.replaceAll('.', '')}.${decimals || '0'}`);
  // Beyond 2^53 digits would silently change; no amount of ours comes near it.
  if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) {
    return { ok: false, problem: 'notANumber' };
  }
  return { ok: true, value: value === 0 ? 0 : value };
}

/** The Italian message for a problem of a field of that precision ('empty' has none). */
export function amountProblemMessage(
  problem: Exclude<AmountProblem, 'empty'>,
  precision: AmountPrecision,
): string {
  if (problem === 'tooManyDecimals') return AMOUNT_INPUT_MESSAGES.tooManyDecimals;
  if (problem === 'notWhole') return AMOUNT_INPUT_MESSAGES.notWhole;
  return precision === 'whole'
    ? AMOUNT_INPUT_MESSAGES.notAWholeAmount
    : AMOUNT_INPUT_MESSAGES.notANumber;
}
