// Worked examples built from the rules quoted in pension-vs-tfr.ts and computed by hand (the
// Covip guides give the rules — "Guida introduttiva alla previdenza complementare", exit rate
// 15% down to 9% — but no figures matching these inputs).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  comparePensionAndTfr,
  PENSION_ASSUMPTIONS,
  PENSION_INPUT_MESSAGES,
  type PensionComparisonInput,
  pensionComparisonInputSchema,
  pensionExitRateBp,
  tfrWithEmployer,
  tfrYearlyAccrualCents,
} from './pension-vs-tfr';

const base: PensionComparisonInput = {
  ralCents: 2_700_000,
  yearsToRetirement: 1,
  tfrShareBp: 10_000,
  ownContributionCents: 100_000,
  employerContributionCents: 50_000,
  expectedReturnBp: 0,
  inflationBp: 0,
  governmentBondShareBp: 0,
  firstYear: 2026,
  membershipYearsBefore: 0,
};

describe('exit rate of a fondo pensione (D.Lgs. 252/2005, art. 11, c. 6)', () => {
  it.each([
    [0, 1_500],
    [15, 1_500],
    [16, 1_470],
    [25, 1_200],
    [35, 900],
    [45, 900],
  ])('after %i years of membership is %i bp', (years, rate) => {
    expect(pensionExitRateBp(years)).toBe(rate);
  });
});

describe('TFR left with the employer (c.c. art. 2120; D.Lgs. 47/2000, art. 11)', () => {
  it('accrues the RAL divided by 13,5: 2.000 € on 27.000 €', () => {
    expect(tfrYearlyAccrualCents(2_700_000)).toBe(200_000);
  });

  it('two years at 2% inflation: 60 € of revaluation (3%) pay 10,20 €; the 4.000 € of accruals pay 23%', () => {
    // Reference income 4.000 × 12 / 2 = 24.000 €, all in the first bracket: average rate 23%.
    expect(tfrWithEmployer(200_000, 2, 200, 2028)).toEqual({
      netCents: 404_980 - 92_000,
      netTodayCents: Math.round((404_980 - 92_000) / 1.02 ** 2),
      revaluationTaxCents: 1_020,
      exitTaxCents: 92_000,
      exitRateBp: 2_300,
    });
  });

  it('a higher reference income pays a higher average rate', () => {
    // 10 years of 4.000 €: reference income 48.000 € → IRPEF 2026 on it 6.440 + 6.600 = 13.040 € → 27,17%.
    expect(tfrWithEmployer(400_000, 10, 0, 2036).exitRateBp).toBe(2_717);
  });
});

describe('fondo pensione against TFR', () => {
  it('one year: 1.500 € of contributions save 345 € at 23%; 3.500 € in the fund pay 15% at exit', () => {
    const result = comparePensionAndTfr(base);
    expect(result.yearlySavings).toEqual([
      { year: 2026, deductibleCents: 150_000, savingCents: 34_500 },
    ]);
    expect(result.fund).toMatchObject({
      grossCents: 350_000,
      exitRateBp: 1_500,
      exitTaxCents: 52_500,
      netCents: 297_500,
    });
    expect(result.tfr).toMatchObject({ netCents: 200_000 - 46_000 });
    expect(result.fund.tfrLeftWithEmployer.netCents).toBe(0);
  });

  it('returns pay 20%: 5% on 3.500 € gives 175 €, 35 € of tax', () => {
    const result = comparePensionAndTfr({ ...base, yearsToRetirement: 2, expectedReturnBp: 500 });
    expect(result.fund).toMatchObject({
      grossCents: 714_000,
      returnTaxCents: 3_500,
      exitTaxCents: 105_000,
      netCents: 609_000,
    });
  });

  it('the government-bond share of the return pays 12,5%: half in bonds gives 16,25% on 175 €', () => {
    const result = comparePensionAndTfr({
      ...base,
      yearsToRetirement: 2,
      expectedReturnBp: 500,
      governmentBondShareBp: 5_000,
    });
    expect(result.fund.returnTaxCents).toBe(2_844);
  });

  it('the deduction follows the year: 2025 at 5.164,57 €, 2026 at 5.300 € (income 60.000 €)', () => {
    const result = comparePensionAndTfr({
      ...base,
      ralCents: 6_000_000,
      ownContributionCents: 600_000,
      employerContributionCents: 0,
      firstYear: 2025,
      yearsToRetirement: 2,
    });
    expect(result.yearlySavings).toEqual([
      { year: 2025, deductibleCents: 516_457, savingCents: 222_077 },
      { year: 2026, deductibleCents: 530_000, savingCents: 227_900 },
    ]);
    expect(result.totalSavingCents).toBe(449_977);
  });

  it('the TFR not paid into the fund stays with the employer and is added to the fund', () => {
    const result = comparePensionAndTfr({ ...base, tfrShareBp: 5_000 });
    expect(result.fund.tfrLeftWithEmployer.netCents).toBe(100_000 - 23_000);
    expect(result.fund.totalNetCents).toBe(result.fund.netCents + 77_000);
  });

  it('reports end values in today’s euro and lists its assumptions', () => {
    const result = comparePensionAndTfr({
      ...base,
      yearsToRetirement: 10,
      inflationBp: 200,
      expectedReturnBp: 300,
    });
    expect(result.fund.netTodayCents).toBe(Math.round(result.fund.netCents / 1.02 ** 10));
    expect(result.tfr.netTodayCents).toBe(Math.round(result.tfr.netCents / 1.02 ** 10));
    expect(result.assumptions).toEqual([...PENSION_ASSUMPTIONS]);
  });

  it('gets Italian messages for bad inputs', () => {
    const result = v.safeParse(pensionComparisonInputSchema, {
      ...base,
      yearsToRetirement: 0,
      tfrShareBp: 12_000,
      ownContributionCents: -1,
    });
    expect(result.success ? [] : result.issues.map((issue) => issue.message)).toEqual([
      PENSION_INPUT_MESSAGES.years,
      PENSION_INPUT_MESSAGES.share,
      PENSION_INPUT_MESSAGES.contribution,
    ]);
  });
});
