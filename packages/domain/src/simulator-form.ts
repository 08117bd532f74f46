// The simulator's text fields: validation messages next to each field (amounts read by the
// one Italian amount reader, with cents), and the simulation input they describe. A form with
// any error is not simulated.
import { AMOUNT_INPUT_MESSAGES, amountProblemMessage, readAmount } from './amount-input';
import { type Goal, type PlanId } from './entities';
import { formatEuro, formatNumber } from './format';
import { MONTHS_PER_YEAR } from './constants';
import { type SimulationInput } from './monte-carlo';
import { planMarket } from './plan-market';
import {
  MONTE_CARLO_PATHS,
  MONTE_CARLO_SEED,
  SIMULATION_MAX_CAPITAL,
  SIMULATION_MAX_MONTHLY,
  SIMULATION_MAX_YEARS,
} from './monte-carlo-constants';

export type SimulatorFieldName = 'capital' | 'monthly' | 'years' | 'target';

/** What the user typed, as typed. */
export type SimulatorFields = Record<SimulatorFieldName, string>;

export type SimulatorFieldErrors = Partial<Record<SimulatorFieldName, string>>;

export type SimulatorValues = {
  capital: number;
  monthly: number;
  years: number;
  /** Absent when the field is left empty. */
  target?: number;
};

export type SimulatorValidation =
  { ok: true; values: SimulatorValues } | { ok: false; errors: SimulatorFieldErrors };

export const SIMULATOR_MESSAGES = {
  capitalRequired: 'Inserisci il capitale iniziale (anche 0).',
  monthlyRequired: 'Inserisci il versamento mensile (anche 0).',
  yearsRequired: 'Inserisci l’orizzonte in anni.',
  notANumber: AMOUNT_INPUT_MESSAGES.notANumber,
  negative: AMOUNT_INPUT_MESSAGES.negative,
  yearsWhole: 'Scrivi un numero intero di anni.',
  yearsRange: `L’orizzonte va da 1 a ${SIMULATION_MAX_YEARS} anni.`,
  capitalTooLarge: `Il capitale può arrivare al massimo a ${formatEuro(SIMULATION_MAX_CAPITAL)}.`,
  monthlyTooLarge: `Il versamento mensile può arrivare al massimo a ${formatEuro(SIMULATION_MAX_MONTHLY)}.`,
  targetPositive: 'L’obiettivo deve essere maggiore di 0 €, oppure lascia il campo vuoto.',
  targetTooLarge: `L’obiettivo può arrivare al massimo a ${formatEuro(SIMULATION_MAX_CAPITAL)}.`,
} as const;

type AmountRule = { required?: string; max: number; tooLarge: string };

function checkAmount(text: string, rule: AmountRule): number | string | undefined {
  const reading = readAmount(text, 'cents');
  if (!reading.ok) {
    return reading.problem === 'empty'
      ? rule.required
      : amountProblemMessage(reading.problem, 'cents');
  }
  if (reading.value < 0) return SIMULATOR_MESSAGES.negative;
  if (reading.value > rule.max) return rule.tooLarge;
  return reading.value;
}

function checkYears(text: string): number | string {
  const reading = readAmount(text, 'whole');
  if (!reading.ok) {
    if (reading.problem === 'empty') return SIMULATOR_MESSAGES.yearsRequired;
    return reading.problem === 'notWhole'
      ? SIMULATOR_MESSAGES.yearsWhole
      : SIMULATOR_MESSAGES.notANumber;
  }
  const { value } = reading;
  if (value < 1 || value > SIMULATION_MAX_YEARS) return SIMULATOR_MESSAGES.yearsRange;
  return value;
}

function checkTarget(text: string): number | string | undefined {
  const value = checkAmount(text, {
    max: SIMULATION_MAX_CAPITAL,
    tooLarge: SIMULATOR_MESSAGES.targetTooLarge,
  });
  if (value === 0) return SIMULATOR_MESSAGES.targetPositive;
  return value;
}

/** Every field's value, or every field's message. */
export function validateSimulatorFields(fields: SimulatorFields): SimulatorValidation {
  const checked = {
    capital: checkAmount(fields.capital, {
      required: SIMULATOR_MESSAGES.capitalRequired,
      max: SIMULATION_MAX_CAPITAL,
      tooLarge: SIMULATOR_MESSAGES.capitalTooLarge,
    }),
    monthly: checkAmount(fields.monthly, {
      required: SIMULATOR_MESSAGES.monthlyRequired,
      max: SIMULATION_MAX_MONTHLY,
      tooLarge: SIMULATOR_MESSAGES.monthlyTooLarge,
    }),
    years: checkYears(fields.years),
    target: checkTarget(fields.target),
  };
  const errors: SimulatorFieldErrors = {};
  for (const [name, value] of Object.entries(checked) as [SimulatorFieldName, unknown][]) {
    if (typeof value === 'string') errors[name] = value;
  }
  const { capital, monthly, years, target } = checked;
  if (typeof capital !== 'number' || typeof monthly !== 'number' || typeof years !== 'number') {
    return { ok: false, errors };
  }
  if (typeof target === 'string') return { ok: false, errors };
  return { ok: true, values: { capital, monthly, years, target } };
}

export type SimulationSwitches = { realValues: boolean; afterTax: boolean };

/** The simulation the screen and the coach run for the same values: default paths and seed. */
export function simulationInput(
  values: SimulatorValues,
  planId: PlanId,
  switches: SimulationSwitches,
): SimulationInput {
  return {
    initialCapital: values.capital,
    monthlyContribution: values.monthly,
    years: values.years,
    market: planMarket(planId),
    target: values.target,
    realValues: switches.realValues,
    afterTax: switches.afterTax,
    paths: MONTE_CARLO_PATHS,
    seed: MONTE_CARLO_SEED,
  };
}

/** Whole years from `today` to a yyyy-mm-dd date, at least 1 and at most the simulator's limit. */
export function yearsUntil(targetDate: string, today: Date): number {
  const [year = NaN, month = NaN] = targetDate.split('-').map(Number);
  const months = (year - today.getFullYear()) * MONTHS_PER_YEAR + (month - 1 - today.getMonth());
  if (!Number.isFinite(months)) return 1;
  return Math.min(SIMULATION_MAX_YEARS, Math.max(1, Math.round(months / MONTHS_PER_YEAR)));
}

/** The simulator's values for a goal: its current amount, contribution, years left and target. */
export function goalSimulatorValues(goal: Goal, today: Date): SimulatorValues {
  return {
    capital: goal.current,
    monthly: goal.monthlyContribution,
    years: yearsUntil(goal.targetDate, today),
    target: goal.target,
  };
}

/** Values written back into the fields the way a user would type them. */
export function simulatorFieldsFrom(values: SimulatorValues): SimulatorFields {
  return {
    capital: formatNumber(values.capital),
    monthly: formatNumber(values.monthly),
    years: String(values.years),
    target: values.target === undefined ? '' : formatNumber(values.target),
  };
}
