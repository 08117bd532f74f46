// The one reading of a number typed the Italian way, for every money field of both apps and
// the figures beside them (a percent, months): thousands grouped with a dot or not at all
// ('250000', '200.000', '1.234.567'), decimals after a comma ('1.234,56'), an optional sign
// ('-45,90', '+50'), euro sign and spaces. Which fields take decimals is the field's choice:
// euro with cents, or whole euro. The ledger reads its amounts in cents (readAmountCents).
// The messages are here too, once: money fields quote money, a figure's fit a figure.
import { formatEuroCents } from './format';
import { CENTS_PER_EURO, LEDGER_AMOUNT_MAX_CENTS } from './ledger-limits';

/** Cents: up to two decimals. Whole: whole euro (',00' is still accepted). */
export type AmountPrecision = 'cents' | 'whole';

/**
 * Why a text is not an amount; an empty text is left to the field (required or "off"), and
 * 'tooLarge' (beyond any amount of ours) to the field's own limit when it has one.
 */
export type AmountProblem =
  'empty' | 'notANumber' | 'englishFormat' | 'tooManyDecimals' | 'notWhole' | 'tooLarge';

export type AmountReading = { ok: true; value: number } | { ok: false; problem: AmountProblem };

export const AMOUNT_INPUT_MESSAGES = {
  /** An amount with cents that is not a number ('mille', '10.5', '1,2,3'). */
  notANumber: 'Scrivi un numero, per esempio 10.000 o 250,50.',
  tooManyDecimals: 'Scrivi al massimo due decimali, per esempio 250,50.',
  /** A whole-euro amount that is not a number. */
  notAWholeAmount: 'Inserisci un importo intero in euro, per esempio 250.000.',
  /** A whole-euro amount written with cents. */
  notWhole: 'Inserisci un importo intero in euro, senza centesimi, per esempio 250.000.',
  /** '1,234.56': the English way, which an Italian reader would take for 1,23456. */
  englishFormat: 'Usa la virgola per i decimali e il punto per le migliaia, per esempio 1.234,56.',
  /** Beyond any amount of ours, for a field without a limit of its own. */
  tooLarge: 'Il numero è troppo grande.',
  negative: 'Il valore non può essere negativo.',
} as const;

/** A figure that is no money (a percent, months): the same rules, examples that fit it. */
export const FIGURE_INPUT_MESSAGES = {
  notANumber: 'Scrivi un numero, per esempio 12,5.',
  /** '12.5' or '1,234.5': decimals after a point. */
  englishFormat: 'Usa la virgola per i decimali, per esempio 12,5.',
  tooManyDecimals: 'Scrivi al massimo due decimali, per esempio 12,5.',
} as const;

// The sign, the integer part plain ('250000') or grouped by threes ('1.234.567'), then the
// decimals. An English '10.5' matches neither and is refused rather than read as 105.
const AMOUNT = /^([-+]?)(\d+|\d{1,3}(?:\.\d{3})+)(?:,(\d+))?$/;
// Decimals after a point, thousands grouped with commas or not ('1,234.56', '12.5'): what a
// reader of English means, refused with a sentence that says the Italian way.
const ENGLISH_AMOUNT = /^[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)\.\d+$/;
// Spaces of every width (a pasted '250 000', a figure copied from a page) and the euro sign.
const IGNORED = /[\s\u00a0\u202f€]/g;
const MAX_CENT_DECIMALS = 2;

/** The amount a text stands for, or why it stands for none. */
export function readAmount(text: string, precision: AmountPrecision): AmountReading {
  if (text.trim() === '') return { ok: false, problem: 'empty' };
  const compact = text.replace(IGNORED, '');
  const match = AMOUNT.exec(compact);
  if (match === null) {
    return { ok: false, problem: ENGLISH_AMOUNT.test(compact) ? 'englishFormat' : 'notANumber' };
  }
  const [, sign = '', integer = '', decimals = ''] = match;
  if (precision === 'whole' && /[1-9]/.test(decimals)) return { ok: false, problem: 'notWhole' };
  if (precision === 'cents' && decimals.length > MAX_CENT_DECIMALS) {
    return { ok: false, problem: 'tooManyDecimals' };
  }
  const value = Number(
    `${sign === '-' ? '-' : ''}${integer.replaceAll('.', '')}.${decimals || '0'}`,
  );
  // Beyond 2^53 digits would silently change; no amount of ours comes near it.
  if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) {
    return { ok: false, problem: 'tooLarge' };
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
  if (problem === 'englishFormat') return AMOUNT_INPUT_MESSAGES.englishFormat;
  if (problem === 'tooLarge') return AMOUNT_INPUT_MESSAGES.tooLarge;
  return precision === 'whole'
    ? AMOUNT_INPUT_MESSAGES.notAWholeAmount
    : AMOUNT_INPUT_MESSAGES.notANumber;
}

/**
 * The Italian message for a problem of a figure read with cents' precision (a percent,
 * months), which is never refused as not whole; 'tooLarge' is the field's range, which the
 * caller says.
 */
export function figureProblemMessage(
  problem: Exclude<AmountProblem, 'empty' | 'tooLarge'>,
): string {
  return problem === 'notWhole' ? FIGURE_INPUT_MESSAGES.notANumber : FIGURE_INPUT_MESSAGES[problem];
}

/** A ledger amount as typed: its value in cents, or the Italian sentence the field shows. */
export type CentsReading = { ok: true; cents: number } | { ok: false; message: string };

export const LEDGER_AMOUNT_MESSAGES = {
  required: 'Scrivi un importo, per esempio -45,90.',
  tooLarge: `L’importo può arrivare al massimo a ${formatEuroCents(LEDGER_AMOUNT_MAX_CENTS / CENTS_PER_EURO)}, in più o in meno.`,
  /** A movement of 0 €: neither income nor expense, most likely a slip. */
  zeroMovement:
    'Un movimento non può essere di 0 €: scrivi un’entrata, per esempio 1.500, o una spesa con il segno meno, per esempio -45,90.',
} as const;

/**
 * A ledger amount typed the Italian way ('1.234,56', '-45,90', '+50', '1234,5', '€ 12'),
 * in integer cents. An English '1,234.56', a '12,3,4' or 'abc' is refused with a sentence,
 * never guessed; one past the ledger's limit, however long, with the limit.
 */
export function readAmountCents(text: string): CentsReading {
  const reading = readAmount(text, 'cents');
  if (!reading.ok) {
    if (reading.problem === 'empty') return { ok: false, message: LEDGER_AMOUNT_MESSAGES.required };
    if (reading.problem === 'tooLarge') {
      return { ok: false, message: LEDGER_AMOUNT_MESSAGES.tooLarge };
    }
    return { ok: false, message: amountProblemMessage(reading.problem, 'cents') };
  }
  if (Math.abs(reading.value) > LEDGER_AMOUNT_MAX_CENTS / CENTS_PER_EURO) {
    return { ok: false, message: LEDGER_AMOUNT_MESSAGES.tooLarge };
  }
  const cents = Math.round(reading.value * CENTS_PER_EURO);
  return { ok: true, cents: cents === 0 ? 0 : cents };
}

/**
 * The amount of a movement: a ledger amount (readAmountCents) that is never zero. A movement
 * of 0 € changes no balance and would show as income; an opening balance, a budget or a goal
 * may still be 0.
 */
export function readMovementAmountCents(text: string): CentsReading {
  const reading = readAmountCents(text);
  if (reading.ok && reading.cents === 0) {
    return { ok: false, message: LEDGER_AMOUNT_MESSAGES.zeroMovement };
  }
  return reading;
}
