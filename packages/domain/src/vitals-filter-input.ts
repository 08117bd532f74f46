// The typed criteria of Dashboard Vitali's "Filtri": the net-worth range in whole euro and
// the insurance gap in whole percent, read as the advisor typed them. A field with an error
// sets no criterion, and says so next to itself.
import {
  AMOUNT_INPUT_MESSAGES,
  amountProblemMessage,
  readAmount,
  type AmountReading,
} from './amount-input';
import { type ClientCriteria } from './client-criteria';
import { formatNumber } from './format';
import { INSURANCE_GAP_MAX_PERCENT } from './vitals-query';

export type VitalsFilterField = 'netWorthMin' | 'netWorthMax' | 'insuranceGapAtLeast';

/** What the advisor typed in each field, as typed. */
export type VitalsFilterTexts = Record<VitalsFilterField, string>;

export type VitalsFilterReading = {
  /** The criteria the texts set: an empty field or one with an error sets none. */
  criteria: Pick<ClientCriteria, VitalsFilterField>;
  errors: Partial<Record<VitalsFilterField, string>>;
};

export const VITALS_FILTER_MESSAGES = {
  range: 'Il minimo non può superare il massimo.',
  gap: `Inserisci una percentuale intera tra 0 e ${INSURANCE_GAP_MAX_PERCENT}.`,
} as const;

type FieldReading = { value?: number; error?: string };

function netWorth(reading: AmountReading): FieldReading {
  if (!reading.ok) {
    return reading.problem === 'empty'
      ? {}
      : { error: amountProblemMessage(reading.problem, 'whole') };
  }
  if (reading.value < 0) return { error: AMOUNT_INPUT_MESSAGES.negative };
  return { value: reading.value };
}

function gap(reading: AmountReading): FieldReading {
  if (!reading.ok) return reading.problem === 'empty' ? {} : { error: VITALS_FILTER_MESSAGES.gap };
  if (reading.value < 0 || reading.value > INSURANCE_GAP_MAX_PERCENT) {
    return { error: VITALS_FILTER_MESSAGES.gap };
  }
  return { value: reading.value };
}

/**
 * The criteria of the typed texts and each field's message. A minimum above the maximum is
 * the error of the end that is not applied yet: the end already `applied` stays (typing a
 * maximum below the minimum in force refuses the maximum); when neither is, both are refused.
 */
export function readVitalsFilterTexts(
  texts: VitalsFilterTexts,
  applied: ClientCriteria,
): VitalsFilterReading {
  const fields: Record<VitalsFilterField, FieldReading> = {
    netWorthMin: netWorth(readAmount(texts.netWorthMin, 'whole')),
    netWorthMax: netWorth(readAmount(texts.netWorthMax, 'whole')),
    insuranceGapAtLeast: gap(readAmount(texts.insuranceGapAtLeast, 'whole')),
  };
  const min = fields.netWorthMin.value;
  const max = fields.netWorthMax.value;
  if (min !== undefined && max !== undefined && min > max) {
    const refused = { error: VITALS_FILTER_MESSAGES.range };
    if (applied.netWorthMax !== max) fields.netWorthMax = refused;
    if (applied.netWorthMin !== min) fields.netWorthMin = refused;
    // Both applied (an address written by hand): the range says nothing sensible.
    if (applied.netWorthMax === max && applied.netWorthMin === min) {
      fields.netWorthMin = refused;
      fields.netWorthMax = refused;
    }
  }
  const reading: VitalsFilterReading = { criteria: {}, errors: {} };
  for (const [name, field] of Object.entries(fields) as [VitalsFilterField, FieldReading][]) {
    if (field.value !== undefined) reading.criteria[name] = field.value;
    if (field.error !== undefined) reading.errors[name] = field.error;
  }
  return reading;
}

/** A criterion's value as its field shows it: '200.000', '' when the criterion is off. */
export function vitalsFilterText(value: number | undefined): string {
  return value === undefined ? '' : formatNumber(value);
}

/** Whether a typed text sets exactly `value` (so the field need not be rewritten to it). */
export function vitalsFilterTextSets(text: string, value: number | undefined): boolean {
  const reading = readAmount(text, 'whole');
  if (!reading.ok) return value === undefined;
  return reading.value === value;
}

/** The criteria with the typed ones as the texts set them (each absent one removed). */
export function withVitalsFilterTexts(
  texts: VitalsFilterTexts,
  criteria: ClientCriteria,
): ClientCriteria {
  const typed = readVitalsFilterTexts(texts, criteria).criteria;
  return {
    ...criteria,
    netWorthMin: typed.netWorthMin,
    netWorthMax: typed.netWorthMax,
    insuranceGapAtLeast: typed.insuranceGapAtLeast,
  };
}

/** Whether the criteria in force are those the typed texts set. */
export function followsVitalsFilterTexts(
  texts: VitalsFilterTexts,
  criteria: ClientCriteria,
): boolean {
  const typed = readVitalsFilterTexts(texts, criteria).criteria;
  return (
    typed.netWorthMin === criteria.netWorthMin &&
    typed.netWorthMax === criteria.netWorthMax &&
    typed.insuranceGapAtLeast === criteria.insuranceGapAtLeast
  );
}
