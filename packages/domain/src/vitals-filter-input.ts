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
 * The criteria of the typed texts and each field's message. A minimum above the maximum
 * is an error of both fields, and neither end applies: the range says nothing sensible.
 */
export function readVitalsFilterTexts(texts: VitalsFilterTexts): VitalsFilterReading {
  const fields: Record<VitalsFilterField, FieldReading> = {
    netWorthMin: netWorth(readAmount(texts.netWorthMin, 'whole')),
    netWorthMax: netWorth(readAmount(texts.netWorthMax, 'whole')),
    insuranceGapAtLeast: gap(readAmount(texts.insuranceGapAtLeast, 'whole')),
  };
  const min = fields.netWorthMin.value;
  const max = fields.netWorthMax.value;
  if (min !== undefined && max !== undefined && min > max) {
    fields.netWorthMin = { error: VITALS_FILTER_MESSAGES.range };
    fields.netWorthMax = { error: VITALS_FILTER_MESSAGES.range };
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
