// "Simula successione": what comes off the taxable estate before the heirs' shares, the
// passività deducibili. Rules and sources (D.Lgs. 346/1990):
// - The tax is on the net value of the estate: the taxable goods less the deductible
//   liabilities and charges (art. 8, c. 1; art. 20).
// - A debt of the deceased existing at the death counts when it results from a written
//   document of certain date before the death or from a final judgement (art. 21, c. 1): a
//   mortgage or a loan from a bank at its outstanding balance, a credit card's balance. A debt
//   shared with others counts for the deceased's share (art. 22, c. 4).
// - Medical and surgical expenses of the deceased's last six months, paid by the heirs and
//   receipted, count whole (art. 24, c. 1).
// - Funeral expenses, receipted, count up to 1.032,91 € in all, whatever was spent (art. 24,
//   c. 2; SUCCESSION_FUNERAL_EXPENSES_CAP_CENTS).
// The simulation deducts what the user enters: it neither sees the documents nor applies the
// other limits of art. 22 (a debt for goods outside the estate, one taken in the last six
// months); the form's hints say what counts.
// Amounts in euro cents.
import * as v from 'valibot';
import { type DatedConstant } from './tax-constants';

/**
 * Funeral expenses deductible from the estate, whatever was spent: lire due milioni, 1.032,91 €
 * since the euro's conversion rate (1 € = 1.936,27 lire). Not the 1.550 € of funeral expenses
 * an income tax return may count (TUIR art. 15, c. 1, lett. d), a different rule.
 */
export const SUCCESSION_FUNERAL_EXPENSES_CAP_CENTS: DatedConstant = Object.freeze({
  value: 103_291,
  inForceFrom: '2002-01-01',
  source: 'D.Lgs. 346/1990, art. 24, c. 2 (lire due milioni; in euro dal 1° gennaio 2002)',
});

export const liabilityKindSchema = v.picklist(['debito', 'spese-funebri', 'spese-mediche']);
export type LiabilityKind = v.InferOutput<typeof liabilityKindSchema>;

/** What the form and the summary call each kind. */
export const LIABILITY_KIND_LABELS: Record<LiabilityKind, string> = {
  debito: 'Debito',
  'spese-funebri': 'Spese funebri',
  'spese-mediche': 'Spese mediche',
};

export const SUCCESSION_LIABILITY_MESSAGES = {
  label: 'Descrivi il debito o la spesa.',
  value: 'L’importo deve essere un importo non negativo.',
} as const;

export const liabilitySchema = v.object({
  kind: liabilityKindSchema,
  id: v.string(),
  label: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(SUCCESSION_LIABILITY_MESSAGES.label),
    v.maxLength(200),
  ),
  valueCents: v.pipe(
    v.number(),
    v.integer(SUCCESSION_LIABILITY_MESSAGES.value),
    v.minValue(0, SUCCESSION_LIABILITY_MESSAGES.value),
    v.maxValue(1e14, SUCCESSION_LIABILITY_MESSAGES.value),
  ),
});
export type Liability = v.InferOutput<typeof liabilitySchema>;

/** The deductions of an estate, by kind, as the law lets them count. */
export type SuccessionDeductions = {
  debtsCents: number;
  /** Funeral expenses as entered. */
  funeralExpensesCents: number;
  /** The part of them that counts: at most SUCCESSION_FUNERAL_EXPENSES_CAP_CENTS. */
  funeralDeductibleCents: number;
  medicalExpensesCents: number;
  /** Debts, deductible funeral expenses and medical expenses. */
  totalCents: number;
};

/** What the liabilities take off the taxable estate (art. 20-24). */
export function successionDeductions(liabilities: readonly Liability[]): SuccessionDeductions {
  const sumOf = (kind: LiabilityKind) =>
    liabilities
      .filter((liability) => liability.kind === kind)
      .reduce((sum, liability) => sum + liability.valueCents, 0);
  const debtsCents = sumOf('debito');
  const funeralExpensesCents = sumOf('spese-funebri');
  const funeralDeductibleCents = Math.min(
    funeralExpensesCents,
    SUCCESSION_FUNERAL_EXPENSES_CAP_CENTS.value,
  );
  const medicalExpensesCents = sumOf('spese-mediche');
  return {
    debtsCents,
    funeralExpensesCents,
    funeralDeductibleCents,
    medicalExpensesCents,
    totalCents: debtsCents + funeralDeductibleCents + medicalExpensesCents,
  };
}
