// The deduction at the 2025 and 2026 limits: figures built from D.Lgs. 252/2005 art. 8 c. 4
// (5.164,57 € to 2025; 5.300 € from 2026, L. 199/2025 art. 1 c. 201) and the brackets of TUIR
// art. 11. At 43% the higher limit saves 58,23 € more a year, the "poco meno di 60 euro"
// reported by Ratio Quotidiano ("Previdenza complementare 2026: il nuovo limite di 5.300 euro").
import { describe, expect, it } from 'vitest';
import { IRPEF_2024, IRPEF_2026 } from './tax-constants';
import {
  irpefCents,
  irpefScheduleFor,
  marginalRateBp,
  pensionDeductionLimitCents,
  pensionDeductionSaving,
} from './tax-irpef';

describe('IRPEF brackets', () => {
  it('2025: 23% to 28.000 €, 35% to 50.000 €, 43% above', () => {
    expect(irpefScheduleFor(2025)).toBe(IRPEF_2024);
    expect(irpefCents(2_800_000, IRPEF_2024)).toBe(644_000);
    expect(irpefCents(5_000_000, IRPEF_2024)).toBe(644_000 + 770_000);
    expect(irpefCents(6_000_000, IRPEF_2024)).toBe(644_000 + 770_000 + 430_000);
  });

  it('2026: the second bracket at 33% saves at most 440 €', () => {
    expect(irpefScheduleFor(2026)).toBe(IRPEF_2026);
    expect(irpefCents(5_000_000, IRPEF_2024) - irpefCents(5_000_000, IRPEF_2026)).toBe(44_000);
  });

  it('gives the marginal rate of an income', () => {
    expect(marginalRateBp(2_800_000, IRPEF_2026)).toBe(2_300);
    expect(marginalRateBp(2_800_001, IRPEF_2026)).toBe(3_300);
    expect(marginalRateBp(9_000_000, IRPEF_2026)).toBe(4_300);
    expect(irpefCents(0, IRPEF_2026)).toBe(0);
  });
});

describe('fondo pensione deduction (D.Lgs. 252/2005, art. 8, c. 4)', () => {
  it('limit: 5.164,57 € in 2025, 5.300 € from 2026', () => {
    expect(pensionDeductionLimitCents(2025)).toBe(516_457);
    expect(pensionDeductionLimitCents(2026)).toBe(530_000);
  });

  it('2025, income 60.000 €, 6.000 € paid in: 5.164,57 € deducted at 43% save 2.220,77 €', () => {
    expect(pensionDeductionSaving(6_000_000, 600_000, 2025)).toEqual({
      deductibleCents: 516_457,
      savingCents: 222_077,
    });
  });

  it('2026, income 60.000 €, 6.000 € paid in: 5.300 € deducted at 43% save 2.279 € (58,23 € more)', () => {
    expect(pensionDeductionSaving(6_000_000, 600_000, 2026)).toEqual({
      deductibleCents: 530_000,
      savingCents: 227_900,
    });
  });

  it('a deduction that crosses a bracket saves at each rate: 30.000 € less 5.164,57 € in 2025', () => {
    // 2.000 € at 35% + 3.164,57 € at 23% = 700 € + 727,85 €.
    expect(pensionDeductionSaving(3_000_000, 516_457, 2025).savingCents).toBe(142_785);
  });

  it('contributions below the limit are deducted in full; none deducted, none saved', () => {
    expect(pensionDeductionSaving(4_000_000, 120_000, 2026)).toEqual({
      deductibleCents: 120_000,
      savingCents: 39_600,
    });
    expect(pensionDeductionSaving(4_000_000, 0, 2026).savingCents).toBe(0);
  });
});
