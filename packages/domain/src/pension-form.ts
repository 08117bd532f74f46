// The "Fondo pensione o TFR?" form: six texts typed the Italian way, each checked on its own
// with an Italian message beside its field, and, when all are right, the comparison's input.
// The inflation, the government-bond share of the fund and the membership already completed
// are not asked: they are the assumptions shown with the results.
import { readAmount } from './amount-input';
import { formatEuro } from './format';
import { type PensionComparisonInput } from './pension-vs-tfr';

export type PensionFieldName =
  'ral' | 'years' | 'tfrShare' | 'ownContribution' | 'employerContribution' | 'expectedReturn';

export type PensionFields = Record<PensionFieldName, string>;

export type PensionFieldErrors = Partial<Record<PensionFieldName, string>>;

export type PensionFormValidation =
  { ok: true; input: PensionComparisonInput } | { ok: false; errors: PensionFieldErrors };

/** Amounts above these are a typo, not a salary or a contribution. */
export const PENSION_MAX_RAL = 10_000_000;
export const PENSION_MAX_CONTRIBUTION = 1_000_000;
export const PENSION_MAX_YEARS = 50;
export const PENSION_MIN_RETURN = -10;
export const PENSION_MAX_RETURN = 20;

/** Inflation assumed for the TFR's revaluation and for today's euro: the ECB's target. */
export const PENSION_ASSUMED_INFLATION_BP = 200;
/** Share of the fund's return assumed from government bonds (taxed 12,5%). */
export const PENSION_ASSUMED_GOVERNMENT_BOND_SHARE_BP = 3_000;

export const PENSION_FORM_MESSAGES = {
  ralRequired: 'Inserisci la RAL, la retribuzione annua lorda.',
  ralRange: `La RAL va da 0 a ${formatEuro(PENSION_MAX_RAL)}.`,
  yearsRequired: 'Inserisci quanti anni mancano alla pensione.',
  yearsRange: `Gli anni alla pensione vanno da 1 a ${PENSION_MAX_YEARS}.`,
  yearsWhole: 'Scrivi un numero intero di anni.',
  shareRequired: 'Inserisci la quota di TFR versata al fondo (da 0 a 100).',
  shareRange: 'La quota di TFR va da 0 a 100%.',
  contributionRequired: 'Inserisci il contributo annuo (anche 0).',
  contributionRange: `Il contributo annuo va da 0 a ${formatEuro(PENSION_MAX_CONTRIBUTION)}.`,
  returnRequired: 'Inserisci il rendimento annuo atteso del fondo.',
  returnRange: `Il rendimento atteso va da ${PENSION_MIN_RETURN}% a ${PENSION_MAX_RETURN}% l’anno.`,
  notANumber: 'Scrivi un numero, per esempio 35.000 o 2,5.',
  tooManyDecimals: 'Scrivi al massimo due decimali, per esempio 2,50.',
} as const;

type Check = number | string;

/** A number typed the Italian way ('35.000', '2,5', '-1'), or the message for the field. */
function readNumber(text: string, required: string): Check {
  // '3 %' and '3%' are read as 3: the field is a percentage.
  const reading = readAmount(text.replace('%', ''), 'cents');
  if (reading.ok) return reading.value;
  if (reading.problem === 'empty') return required;
  return reading.problem === 'tooManyDecimals'
    ? PENSION_FORM_MESSAGES.tooManyDecimals
    : PENSION_FORM_MESSAGES.notANumber;
}

function inRange(value: Check, min: number, max: number, message: string): Check {
  if (typeof value === 'string') return value;
  return value < min || value > max ? message : value;
}

function checkYears(text: string): Check {
  const value = readNumber(text, PENSION_FORM_MESSAGES.yearsRequired);
  if (typeof value === 'number' && !Number.isInteger(value))
    return PENSION_FORM_MESSAGES.yearsWhole;
  return inRange(value, 1, PENSION_MAX_YEARS, PENSION_FORM_MESSAGES.yearsRange);
}

const toCents = (euro: number) => Math.round(euro * 100);
const toBasisPoints = (percent: number) => Math.round(percent * 100);

/**
 * Every field's value, or every field's message; `firstYear` is the tax year of the first
 * contribution (the current one).
 */
export function validatePensionFields(
  fields: PensionFields,
  firstYear: number,
): PensionFormValidation {
  const contribution = (text: string) =>
    inRange(
      readNumber(text, PENSION_FORM_MESSAGES.contributionRequired),
      0,
      PENSION_MAX_CONTRIBUTION,
      PENSION_FORM_MESSAGES.contributionRange,
    );
  const checked: Record<PensionFieldName, Check> = {
    ral: inRange(
      readNumber(fields.ral, PENSION_FORM_MESSAGES.ralRequired),
      0,
      PENSION_MAX_RAL,
      PENSION_FORM_MESSAGES.ralRange,
    ),
    years: checkYears(fields.years),
    tfrShare: inRange(
      readNumber(fields.tfrShare, PENSION_FORM_MESSAGES.shareRequired),
      0,
      100,
      PENSION_FORM_MESSAGES.shareRange,
    ),
    ownContribution: contribution(fields.ownContribution),
    employerContribution: contribution(fields.employerContribution),
    expectedReturn: inRange(
      readNumber(fields.expectedReturn, PENSION_FORM_MESSAGES.returnRequired),
      PENSION_MIN_RETURN,
      PENSION_MAX_RETURN,
      PENSION_FORM_MESSAGES.returnRange,
    ),
  };
  const errors: PensionFieldErrors = {};
  const values: Partial<Record<PensionFieldName, number>> = {};
  for (const name of Object.keys(checked) as PensionFieldName[]) {
    const value = checked[name];
    if (typeof value === 'string') errors[name] = value;
    else values[name] = value;
  }
  const { ral, years, tfrShare, ownContribution, employerContribution, expectedReturn } = values;
  if (
    ral === undefined ||
    years === undefined ||
    tfrShare === undefined ||
    ownContribution === undefined ||
    employerContribution === undefined ||
    expectedReturn === undefined
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    input: {
      ralCents: toCents(ral),
      yearsToRetirement: years,
      tfrShareBp: toBasisPoints(tfrShare),
      ownContributionCents: toCents(ownContribution),
      employerContributionCents: toCents(employerContribution),
      expectedReturnBp: toBasisPoints(expectedReturn),
      inflationBp: PENSION_ASSUMED_INFLATION_BP,
      governmentBondShareBp: PENSION_ASSUMED_GOVERNMENT_BOND_SHARE_BP,
      firstYear,
      membershipYearsBefore: 0,
    },
  };
}

/** What the form starts from: a RAL of 35.000 €, the whole TFR paid in, 1% + 1,5%. */
export const PENSION_DEFAULT_FIELDS: PensionFields = {
  ral: '35.000',
  years: '30',
  tfrShare: '100',
  ownContribution: '350',
  employerContribution: '525',
  expectedReturn: '4',
};
