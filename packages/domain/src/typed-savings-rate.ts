// The savings rate an investor types for the advisor's file when the ledger cannot measure it
// (no recurring income this month: Home shows '—'). The advisor's client record needs one, and
// 0% would read there as a real, critical figure: the investor says it instead. Typed by hand
// it is the share of income put aside, 0 to 100%; a negative rate (spending beyond income) is
// one the ledger measures from the movements, never an estimate.
import { figureProblemMessage, readAmount } from './amount-input';
import { formatNumber } from './format';

export const TYPED_SAVINGS_RATE_MIN = 0;
export const TYPED_SAVINGS_RATE_MAX = 100;

export const TYPED_SAVINGS_RATE_MESSAGES = {
  required: 'Scrivi il tasso di risparmio, per esempio 15.',
  range: `Inserisci un valore tra ${formatNumber(TYPED_SAVINGS_RATE_MIN)} e ${formatNumber(TYPED_SAVINGS_RATE_MAX)}%.`,
} as const;

export type TypedSavingsRateReading = { ok: true; value: number } | { ok: false; message: string };

/** The percent typed the Italian way ('15', '12,5'), or the Italian message the field shows. */
export function readTypedSavingsRate(text: string): TypedSavingsRateReading {
  const reading = readAmount(text, 'cents');
  if (!reading.ok) {
    const { problem } = reading;
    if (problem === 'empty') return { ok: false, message: TYPED_SAVINGS_RATE_MESSAGES.required };
    if (problem === 'tooLarge') return { ok: false, message: TYPED_SAVINGS_RATE_MESSAGES.range };
    return { ok: false, message: figureProblemMessage(problem) };
  }
  const { value } = reading;
  if (value < TYPED_SAVINGS_RATE_MIN || value > TYPED_SAVINGS_RATE_MAX) {
    return { ok: false, message: TYPED_SAVINGS_RATE_MESSAGES.range };
  }
  return { ok: true, value };
}
