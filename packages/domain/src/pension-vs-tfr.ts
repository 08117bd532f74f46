// "Fondo pensione o TFR?": the TFR left with the employer against a fondo pensione, yearly
// steps, amounts in euro cents rounded each year. Rules and their sources:
// - TFR accrues RAL / 13,5 a year (c.c. art. 2120, c. 1) and is revalued yearly by 1,5% plus
//   75% of inflation (c.c. art. 2120, c. 4); the revaluation pays 17% at once (D.Lgs. 47/2000,
//   art. 11, c. 3). At exit the accruals are taxed separately (TUIR art. 17, c. 1, lett. a;
//   art. 19, c. 1) at the average rate of the "reddito di riferimento" (accruals × 12 / years
//   of service) on the IRPEF brackets of the last year — simplified: the brackets of the exit
//   year as known today, no detrazioni, no later riliquidazione by the Agenzia.
// - Fondo pensione: worker's and employer's contributions deductible up to the year's limit
//   (D.Lgs. 252/2005, art. 8, c. 4), the saving computed on the year's brackets; yearly
//   returns pay 20%, the government-bond share 12,5% (art. 17, c. 1); at exit the deducted
//   contributions and the TFR paid in pay 15%, 0,30 points less for each year of membership
//   beyond the fifteenth, at least 9% (art. 11, c. 6); returns already taxed and contributions
//   not deducted pay nothing more. The saving is shown, not reinvested.
import * as v from 'valibot';
import {
  PENSION_EXIT_FLOOR_BP,
  PENSION_EXIT_RATE_BP,
  PENSION_EXIT_REDUCTION_AFTER_YEARS,
  PENSION_EXIT_REDUCTION_BP_PER_YEAR,
  PENSION_FUND_GOVERNMENT_BOND_RATE_BP,
  PENSION_FUND_RETURN_RATE_BP,
  TFR_FIXED_REVALUATION_BP,
  TFR_INFLATION_SHARE_BP,
  TFR_PAY_DIVISOR,
  TFR_REVALUATION_TAX_BP,
} from './tax-constants';
import { irpefCents, irpefScheduleFor, pensionDeductionSaving } from './tax-irpef';
import { applyBasisPoints, mulDivRound } from './tax-money';

export const PENSION_INPUT_MESSAGES = {
  ral: 'Inserisci una RAL tra 0 e 10.000.000 €.',
  years: 'Gli anni alla pensione vanno da 1 a 50.',
  share: 'La quota di TFR va da 0 a 100%.',
  contribution: 'Il contributo deve essere un importo non negativo.',
  rate: 'Inserisci un tasso annuo tra -10% e 20%.',
  year: 'Inserisci un anno tra 2024 e 2100.',
  membership: 'Gli anni di iscrizione già maturati vanno da 0 a 60.',
} as const;

const cents = (message: string, max = 1_000_000_000) =>
  v.pipe(v.number(), v.integer(message), v.minValue(0, message), v.maxValue(max, message));
const yearlyRateBp = v.pipe(
  v.number(),
  v.integer(PENSION_INPUT_MESSAGES.rate),
  v.minValue(-1_000, PENSION_INPUT_MESSAGES.rate),
  v.maxValue(2_000, PENSION_INPUT_MESSAGES.rate),
);

/** Inputs; rates in basis points (200 = 2%), amounts in cents a year. */
export const pensionComparisonInputSchema = v.object({
  /** Gross yearly pay, also taken as the IRPEF taxable income (see assumptions). */
  ralCents: cents(PENSION_INPUT_MESSAGES.ral),
  yearsToRetirement: v.pipe(
    v.number(),
    v.integer(PENSION_INPUT_MESSAGES.years),
    v.minValue(1, PENSION_INPUT_MESSAGES.years),
    v.maxValue(50, PENSION_INPUT_MESSAGES.years),
  ),
  /** Share of the yearly TFR paid into the fund; the rest stays with the employer. */
  tfrShareBp: v.pipe(
    v.number(),
    v.integer(PENSION_INPUT_MESSAGES.share),
    v.minValue(0, PENSION_INPUT_MESSAGES.share),
    v.maxValue(10_000, PENSION_INPUT_MESSAGES.share),
  ),
  ownContributionCents: cents(PENSION_INPUT_MESSAGES.contribution),
  employerContributionCents: cents(PENSION_INPUT_MESSAGES.contribution),
  /** The fund's gross yearly return. */
  expectedReturnBp: yearlyRateBp,
  inflationBp: yearlyRateBp,
  /** Share of the fund's return from government bonds (taxed 12,5%). */
  governmentBondShareBp: v.pipe(
    v.number(),
    v.integer(PENSION_INPUT_MESSAGES.share),
    v.minValue(0, PENSION_INPUT_MESSAGES.share),
    v.maxValue(10_000, PENSION_INPUT_MESSAGES.share),
  ),
  /** Tax year of the first contribution. */
  firstYear: v.pipe(
    v.number(),
    v.integer(PENSION_INPUT_MESSAGES.year),
    v.minValue(2024, PENSION_INPUT_MESSAGES.year),
    v.maxValue(2100, PENSION_INPUT_MESSAGES.year),
  ),
  /** Years of membership of a pension fund already completed. */
  membershipYearsBefore: v.pipe(
    v.number(),
    v.integer(PENSION_INPUT_MESSAGES.membership),
    v.minValue(0, PENSION_INPUT_MESSAGES.membership),
    v.maxValue(60, PENSION_INPUT_MESSAGES.membership),
  ),
});
export type PensionComparisonInput = v.InferOutput<typeof pensionComparisonInputSchema>;

export type TfrOutcome = {
  /** Net of the 17% on revaluations and of the separate taxation at exit. */
  netCents: number;
  netTodayCents: number;
  revaluationTaxCents: number;
  exitTaxCents: number;
  /** Average rate of the separate taxation, basis points. */
  exitRateBp: number;
};

export type FundOutcome = {
  netCents: number;
  netTodayCents: number;
  grossCents: number;
  returnTaxCents: number;
  exitTaxCents: number;
  exitRateBp: number;
  /** The part of the TFR not paid into the fund, left with the employer. */
  tfrLeftWithEmployer: TfrOutcome;
  /** The fund plus the TFR left with the employer: what this choice leaves at retirement. */
  totalNetCents: number;
  totalNetTodayCents: number;
};

export type PensionComparison = {
  tfr: TfrOutcome;
  fund: FundOutcome;
  yearlySavings: { year: number; deductibleCents: number; savingCents: number }[];
  totalSavingCents: number;
  assumptions: string[];
};

/** Exit rate of a fondo pensione after `membershipYears` years (basis points). */
export function pensionExitRateBp(membershipYears: number): number {
  const beyond = Math.max(0, membershipYears - PENSION_EXIT_REDUCTION_AFTER_YEARS.value);
  return Math.max(
    PENSION_EXIT_FLOOR_BP.value,
    PENSION_EXIT_RATE_BP.value - beyond * PENSION_EXIT_REDUCTION_BP_PER_YEAR.value,
  );
}

/** Yearly TFR accrual: RAL / 13,5. */
export function tfrYearlyAccrualCents(ralCents: number): number {
  return mulDivRound(ralCents, 10, TFR_PAY_DIVISOR.value * 10);
}

/** Value in today's euro of an amount `years` from now, at a yearly inflation in bp. */
function inTodayEuro(amountCents: number, years: number, inflationBp: number): number {
  return Math.round(amountCents / (1 + inflationBp / 10_000) ** years);
}

/** TFR left with the employer: yearly accruals, revaluation taxed 17%, separate taxation. */
export function tfrWithEmployer(
  yearlyAccrualCents: number,
  years: number,
  inflationBp: number,
  exitYear: number,
): TfrOutcome {
  // 1,5% + 75% of inflation, in hundredths of a basis point; no revaluation below zero.
  const revaluationRate = Math.max(
    0,
    TFR_FIXED_REVALUATION_BP.value * 100 + (TFR_INFLATION_SHARE_BP.value / 100) * inflationBp,
  );
  let balance = 0;
  let revaluationTaxCents = 0;
  for (let year = 0; year < years; year += 1) {
    const revaluation = mulDivRound(balance, Math.round(revaluationRate), 1_000_000);
    const tax = applyBasisPoints(revaluation, TFR_REVALUATION_TAX_BP.value);
    revaluationTaxCents += tax;
    balance += revaluation - tax + yearlyAccrualCents;
  }
  const accruals = yearlyAccrualCents * years;
  const referenceIncome = mulDivRound(accruals, 12, years);
  const exitRateBp =
    referenceIncome > 0
      ? Math.round(
          (irpefCents(referenceIncome, irpefScheduleFor(exitYear)) * 10_000) / referenceIncome,
        )
      : 0;
  const exitTaxCents = applyBasisPoints(accruals, exitRateBp);
  const netCents = balance - exitTaxCents;
  return {
    netCents,
    netTodayCents: inTodayEuro(netCents, years, inflationBp),
    revaluationTaxCents,
    exitTaxCents,
    exitRateBp,
  };
}

export const PENSION_ASSUMPTIONS = [
  'La RAL è trattata come reddito imponibile IRPEF (senza contributi INPS né detrazioni).',
  'TFR annuo pari alla RAL divisa per 13,5 (senza il contributo dello 0,50% al Fondo di garanzia INPS), accantonato a fine anno; RAL costante in termini nominali.',
  'TFR in azienda rivalutato ogni anno dell’1,5% più il 75% dell’inflazione, con imposta sostitutiva del 17% sulla rivalutazione.',
  'Tassazione separata del TFR all’uscita con l’aliquota media calcolata sul reddito di riferimento (quote × 12 / anni) e sugli scaglioni IRPEF noti oggi, senza riliquidazione.',
  'Contributi del lavoratore e del datore deducibili fino a 5.164,57 € fino al 2025 e 5.300 € dal 2026; il TFR versato al fondo non è deducibile.',
  'Il risparmio IRPEF è calcolato sugli scaglioni dell’anno e non è reinvestito nel fondo.',
  'Rendimento del fondo tassato al 20% ogni anno, al 12,5% per la quota in titoli di Stato; nessun costo del fondo.',
  'All’uscita il capitale è tassato al 15%, ridotto di 0,30 punti per ogni anno di iscrizione oltre il quindicesimo fino al 9%, solo sulla parte non già tassata.',
  'Valori finali riportati in euro di oggi, scontati per l’inflazione indicata.',
] as const;

export function comparePensionAndTfr(input: PensionComparisonInput): PensionComparison {
  const years = input.yearsToRetirement;
  const exitYear = input.firstYear + years;
  const accrual = tfrYearlyAccrualCents(input.ralCents);
  const tfrToFund = applyBasisPoints(accrual, input.tfrShareBp);
  const tfr = tfrWithEmployer(accrual, years, input.inflationBp, exitYear);

  const returnTaxBp =
    applyBasisPoints(
      PENSION_FUND_RETURN_RATE_BP.value * 100,
      10_000 - input.governmentBondShareBp,
    ) +
    applyBasisPoints(PENSION_FUND_GOVERNMENT_BOND_RATE_BP.value * 100, input.governmentBondShareBp);
  let balance = 0;
  let returnTaxCents = 0;
  let taxedAtExit = 0;
  const yearlySavings: PensionComparison['yearlySavings'] = [];
  for (let index = 0; index < years; index += 1) {
    const year = input.firstYear + index;
    const gain = applyBasisPoints(balance, input.expectedReturnBp);
    // The yearly tax is on the net result; a negative year pays nothing (its credit is
    // ignored here).
    const tax = gain > 0 ? mulDivRound(gain, returnTaxBp, 1_000_000) : 0;
    returnTaxCents += tax;
    const contributions = input.ownContributionCents + input.employerContributionCents;
    const saving = pensionDeductionSaving(input.ralCents, contributions, year);
    yearlySavings.push({ year, ...saving });
    taxedAtExit += saving.deductibleCents + tfrToFund;
    balance += gain - tax + contributions + tfrToFund;
  }
  const exitRateBp = pensionExitRateBp(input.membershipYearsBefore + years);
  const exitTaxCents = applyBasisPoints(Math.min(taxedAtExit, Math.max(0, balance)), exitRateBp);
  const netCents = balance - exitTaxCents;
  const tfrLeftWithEmployer = tfrWithEmployer(
    accrual - tfrToFund,
    years,
    input.inflationBp,
    exitYear,
  );

  return {
    tfr,
    fund: {
      netCents,
      netTodayCents: inTodayEuro(netCents, years, input.inflationBp),
      grossCents: balance,
      returnTaxCents,
      exitTaxCents,
      exitRateBp,
      tfrLeftWithEmployer,
      totalNetCents: netCents + tfrLeftWithEmployer.netCents,
      totalNetTodayCents: inTodayEuro(
        netCents + tfrLeftWithEmployer.netCents,
        years,
        input.inflationBp,
      ),
    },
    yearlySavings,
    totalSavingCents: yearlySavings.reduce((sum, year) => sum + year.savingCents, 0),
    assumptions: [...PENSION_ASSUMPTIONS],
  };
}
