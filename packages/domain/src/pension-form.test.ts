import { describe, expect, it } from 'vitest';
import {
  PENSION_DEFAULT_FIELDS,
  PENSION_FORM_MESSAGES,
  type PensionFields,
  validatePensionFields,
} from './pension-form';
import { comparePensionAndTfr } from './pension-vs-tfr';

const fields = (changes: Partial<PensionFields>): PensionFields => ({
  ...PENSION_DEFAULT_FIELDS,
  ...changes,
});

describe('the "Fondo pensione o TFR?" form', () => {
  it('reads amounts and percentages typed the Italian way', () => {
    const result = validatePensionFields(
      fields({ ral: '42.500,50', tfrShare: '50 %', expectedReturn: '3,25' }),
      2026,
    );
    expect(result).toEqual({
      ok: true,
      input: expect.objectContaining({
        ralCents: 4_250_050,
        yearsToRetirement: 30,
        tfrShareBp: 5_000,
        ownContributionCents: 35_000,
        employerContributionCents: 52_500,
        expectedReturnBp: 325,
        firstYear: 2026,
      }),
    });
  });

  it('gives each bad field its own Italian message', () => {
    const result = validatePensionFields(
      {
        ral: '',
        years: '2,5',
        tfrShare: '120',
        ownContribution: 'mille',
        employerContribution: '-5',
        expectedReturn: '35',
      },
      2026,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        ral: PENSION_FORM_MESSAGES.ralRequired,
        years: PENSION_FORM_MESSAGES.yearsWhole,
        tfrShare: PENSION_FORM_MESSAGES.shareRange,
        ownContribution: PENSION_FORM_MESSAGES.notANumber,
        employerContribution: PENSION_FORM_MESSAGES.contributionRange,
        expectedReturn: PENSION_FORM_MESSAGES.returnRange,
      },
    });
  });

  it('refuses 0 and 51 years, and accepts a negative expected return', () => {
    for (const years of ['0', '51']) {
      const result = validatePensionFields(fields({ years }), 2026);
      expect(result.ok ? null : result.errors.years).toBe(PENSION_FORM_MESSAGES.yearsRange);
    }
    expect(validatePensionFields(fields({ expectedReturn: '-2' }), 2026).ok).toBe(true);
  });

  it('the default fields give a comparison whose fund saves IRPEF every year', () => {
    const result = validatePensionFields(PENSION_DEFAULT_FIELDS, 2026);
    if (!result.ok) throw new Error('default fields refused');
    const comparison = comparePensionAndTfr(result.input);
    expect(comparison.yearlySavings).toHaveLength(30);
    // 875 € deducted at 33% (RAL 35.000 € in the 2026 brackets).
    expect(comparison.yearlySavings[0]?.savingCents).toBe(28_875);
    expect(comparison.fund.totalNetTodayCents).toBeGreaterThan(comparison.tfr.netTodayCents);
  });
});
