// IRPEF by brackets (TUIR art. 11, c. 1) and the yearly deduction limit of contributions to
// a fondo pensione (D.Lgs. 252/2005, art. 8, c. 4), each picked by tax year.
import {
  IRPEF_2024,
  IRPEF_2026,
  type IrpefSchedule,
  PENSION_DEDUCTION_LIMIT_CENTS_2007,
  PENSION_DEDUCTION_LIMIT_CENTS_2026,
} from './tax-constants';
import { applyBasisPoints } from './tax-money';

/**
 * The brackets of a tax year. Years before 2024 are given the 2024 brackets (the engine
 * plans from today onwards); years after 2026 keep the 2026 brackets until a law changes them.
 */
export function irpefScheduleFor(year: number): IrpefSchedule {
  return year >= IRPEF_2026.fromYear ? IRPEF_2026 : IRPEF_2024;
}

/** Gross IRPEF on a taxable income (cents), before detrazioni, by the year's brackets. */
export function irpefCents(taxableCents: number, schedule: IrpefSchedule): number {
  let tax = 0;
  let floor = 0;
  for (const bracket of schedule.brackets) {
    if (taxableCents <= floor) break;
    const slice = Math.min(taxableCents, bracket.upToCents) - floor;
    tax += applyBasisPoints(slice, bracket.rateBp);
    floor = bracket.upToCents;
  }
  return tax;
}

/** The marginal rate (basis points) on the last euro of a taxable income. */
export function marginalRateBp(taxableCents: number, schedule: IrpefSchedule): number {
  const bracket = schedule.brackets.find((candidate) => taxableCents <= candidate.upToCents);
  return (bracket ?? schedule.brackets[schedule.brackets.length - 1])?.rateBp ?? 0;
}

/** 5.164,57 € until tax year 2025, 5.300 € from 2026 (L. 199/2025, art. 1, c. 201). */
export function pensionDeductionLimitCents(year: number): number {
  return year >= Number(PENSION_DEDUCTION_LIMIT_CENTS_2026.inForceFrom.slice(0, 4))
    ? PENSION_DEDUCTION_LIMIT_CENTS_2026.value
    : PENSION_DEDUCTION_LIMIT_CENTS_2007.value;
}

/**
 * IRPEF saved by deducting contributions to a fondo pensione (the worker's and the
 * employer's; the TFR paid in is not deductible) up to the year's limit: the tax on the income
 * less the tax on the income after the deduction, so a deduction that crosses a bracket is
 * saved at each bracket's rate.
 */
export function pensionDeductionSaving(
  taxableIncomeCents: number,
  contributionsCents: number,
  year: number,
): { deductibleCents: number; savingCents: number } {
  const deductibleCents = Math.max(
    0,
    Math.min(contributionsCents, pensionDeductionLimitCents(year), taxableIncomeCents),
  );
  const schedule = irpefScheduleFor(year);
  const savingCents =
    irpefCents(taxableIncomeCents, schedule) -
    irpefCents(taxableIncomeCents - deductibleCents, schedule);
  return { deductibleCents, savingCents };
}
