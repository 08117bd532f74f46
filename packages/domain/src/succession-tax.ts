// "Simula successione": imposta di successione per heir, and the ipotecaria and catastale on
// property. Rules and sources:
// - The taxable goods leave out government bonds and equivalent (D.Lgs. 346/1990, art. 12,
//   c. 1, lett. h). Property counts at the value the user enters (the valore catastale).
// - The tax is on the net value of the estate (art. 8, c. 1): the taxable goods less the
//   deductible debts, medical and funeral expenses (art. 20-24; succession-liabilities.ts), and
//   never below zero. Government bonds are out before the deduction, so the debts reduce the
//   taxable goods only.
// - Each heir pays on their share of the net value above their own allowance (franchigia), at
//   the rate of their relationship (D.Lgs. 346/1990, art. 7): spouse and direct line 4% above
//   1.000.000 €; brothers and sisters 6% above 100.000 €; other relatives to the fourth degree
//   and in-laws 6%; anyone else 8%; a heir with a severe disability (L. 104/1992, art. 3, c. 3)
//   has an allowance of 1.500.000 € and the rate of their relationship.
// - Property pays ipotecaria 2% and catastale 1% of its value, debts not deducted (D.Lgs.
//   347/1990, Tariffa art. 1 and art. 10, c. 2), each at least 200 €, or 200 € + 200 € when a
//   heir has the prima casa requisites (L. 342/2000, art. 69, c. 3-4). They are owed jointly;
//   the table splits them by the heirs' shares.
// Simplified: no legacies, no earlier gifts (coacervo); shares are whole-number weights
// (spouse 1, two children 1 each = a third each), of the goods and of the debts alike.
// Amounts in euro cents; each heir's tax is rounded to the cent.
import * as v from 'valibot';
import { positionClassSchema } from './position-schemas';
import {
  type Liability,
  liabilitySchema,
  type SuccessionDeductions,
  successionDeductions,
} from './succession-liabilities';
import {
  CADASTRAL_TAX_RATE_BP,
  MORTGAGE_CADASTRAL_FIXED_CENTS,
  MORTGAGE_TAX_RATE_BP,
  SUCCESSION_ALLOWANCE_DIRECT_LINE_CENTS,
  SUCCESSION_ALLOWANCE_SEVERE_DISABILITY_CENTS,
  SUCCESSION_ALLOWANCE_SIBLINGS_CENTS,
  SUCCESSION_RATE_DIRECT_LINE_BP,
  SUCCESSION_RATE_OTHER_RELATIVES_BP,
  SUCCESSION_RATE_OTHERS_BP,
  SUCCESSION_RATE_SIBLINGS_BP,
} from './tax-constants';
import { applyBasisPoints } from './tax-money';

export const relationshipSchema = v.picklist([
  'coniuge',
  'linea-retta',
  'fratello-sorella',
  'altro-parente',
  'affine',
  'altro',
]);
export type Relationship = v.InferOutput<typeof relationshipSchema>;

export const RELATIONSHIP_LABELS: Record<Relationship, string> = {
  coniuge: 'Coniuge o unito civilmente',
  'linea-retta': 'Figlio o altro parente in linea retta',
  'fratello-sorella': 'Fratello o sorella',
  'altro-parente': 'Altro parente fino al quarto grado',
  affine: 'Affine (suoceri, generi, nuore, cognati)',
  altro: 'Altra persona',
};

export const SUCCESSION_MESSAGES = {
  noHeirs: 'Aggiungi almeno un erede.',
  heirName: 'Inserisci il nome dell’erede.',
  weight: 'La quota è un numero intero di parti, almeno 1.',
  value: 'Il valore deve essere un importo non negativo.',
  label: 'Descrivi il bene.',
} as const;

const cents = v.pipe(
  v.number(),
  v.integer(SUCCESSION_MESSAGES.value),
  v.minValue(0, SUCCESSION_MESSAGES.value),
  v.maxValue(1e14, SUCCESSION_MESSAGES.value),
);
const label = v.pipe(v.string(), v.trim(), v.nonEmpty(SUCCESSION_MESSAGES.label), v.maxLength(200));

export const estateItemSchema = v.variant('kind', [
  v.object({ kind: v.literal('saldo'), id: v.string(), label, valueCents: cents }),
  // Any other good (a car, jewels, a credit): taxed like a balance, named for what it is.
  v.object({ kind: v.literal('altro'), id: v.string(), label, valueCents: cents }),
  v.object({
    kind: v.literal('posizione'),
    id: v.string(),
    label,
    valueCents: cents,
    positionClass: positionClassSchema,
  }),
  v.object({
    kind: v.literal('immobile'),
    id: v.string(),
    label,
    valueCents: cents,
    primaCasa: v.boolean(),
  }),
]);
export type EstateItem = v.InferOutput<typeof estateItemSchema>;

export const heirSchema = v.object({
  id: v.string(),
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(SUCCESSION_MESSAGES.heirName), v.maxLength(200)),
  relationship: relationshipSchema,
  severeDisability: v.boolean(),
  /** Parts of the estate: a heir with weight 2 receives twice a heir with weight 1. */
  weight: v.pipe(
    v.number(),
    v.integer(SUCCESSION_MESSAGES.weight),
    v.minValue(1, SUCCESSION_MESSAGES.weight),
    v.maxValue(1_000, SUCCESSION_MESSAGES.weight),
  ),
});
export type Heir = v.InferOutput<typeof heirSchema>;

export const successionInputSchema = v.object({
  items: v.array(estateItemSchema),
  liabilities: v.optional(v.array(liabilitySchema), []),
  heirs: v.pipe(v.array(heirSchema), v.minLength(1, SUCCESSION_MESSAGES.noHeirs)),
});

/** The allowance (franchigia) and rate of a heir (D.Lgs. 346/1990, art. 7). */
export function successionAllowanceAndRate(heir: Pick<Heir, 'relationship' | 'severeDisability'>): {
  allowanceCents: number;
  rateBp: number;
} {
  const byRelationship: Record<Relationship, { allowanceCents: number; rateBp: number }> = {
    coniuge: {
      allowanceCents: SUCCESSION_ALLOWANCE_DIRECT_LINE_CENTS.value,
      rateBp: SUCCESSION_RATE_DIRECT_LINE_BP.value,
    },
    'linea-retta': {
      allowanceCents: SUCCESSION_ALLOWANCE_DIRECT_LINE_CENTS.value,
      rateBp: SUCCESSION_RATE_DIRECT_LINE_BP.value,
    },
    'fratello-sorella': {
      allowanceCents: SUCCESSION_ALLOWANCE_SIBLINGS_CENTS.value,
      rateBp: SUCCESSION_RATE_SIBLINGS_BP.value,
    },
    'altro-parente': { allowanceCents: 0, rateBp: SUCCESSION_RATE_OTHER_RELATIVES_BP.value },
    // In-laws in direct line and collateral to the third degree: the same letter c).
    affine: { allowanceCents: 0, rateBp: SUCCESSION_RATE_OTHER_RELATIVES_BP.value },
    altro: { allowanceCents: 0, rateBp: SUCCESSION_RATE_OTHERS_BP.value },
  };
  const { allowanceCents, rateBp } = byRelationship[heir.relationship];
  return {
    allowanceCents: heir.severeDisability
      ? SUCCESSION_ALLOWANCE_SEVERE_DISABILITY_CENTS.value
      : allowanceCents,
    rateBp,
  };
}

/** Ipotecaria and catastale of one property. */
export function propertyTransferTaxes(
  valueCents: number,
  primaCasa: boolean,
): { mortgageCents: number; cadastralCents: number } {
  const fixed = MORTGAGE_CADASTRAL_FIXED_CENTS.value;
  if (primaCasa) return { mortgageCents: fixed, cadastralCents: fixed };
  return {
    mortgageCents: Math.max(fixed, applyBasisPoints(valueCents, MORTGAGE_TAX_RATE_BP.value)),
    cadastralCents: Math.max(fixed, applyBasisPoints(valueCents, CADASTRAL_TAX_RATE_BP.value)),
  };
}

/**
 * An amount split by whole-number weights, to the cent, the parts adding up to the whole
 * (largest remainder; ties to the earlier heir).
 */
export function splitByWeights(totalCents: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum <= 0) return weights.map(() => 0);
  // BigInt: an estate in cents times a weight can pass 2^53.
  const total = BigInt(totalCents);
  const divisor = BigInt(sum);
  const parts = weights.map((weight) => Number((total * BigInt(weight)) / divisor));
  const remainders = weights
    .map((weight, index) => ({ index, remainder: (total * BigInt(weight)) % divisor }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  let left = totalCents - parts.reduce((total, part) => total + part, 0);
  for (const { index } of remainders) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

function excludedFromTaxableEstate(item: EstateItem): boolean {
  return item.kind === 'posizione' && item.positionClass === 'titoli-di-stato';
}

export type HeirRow = {
  heirId: string;
  /** The heir's share of the goods, government bonds included, before the debts. */
  receivedCents: number;
  /** The heir's share of the net taxable estate. */
  taxableCents: number;
  allowanceCents: number;
  /** Taxable share above the allowance. */
  aboveAllowanceCents: number;
  rateBp: number;
  successionTaxCents: number;
  /** The heir's share of ipotecaria and catastale. */
  propertyTaxesCents: number;
  totalTaxCents: number;
};

export type SuccessionResult = {
  rows: HeirRow[];
  /** Every good, government bonds included. */
  estateCents: number;
  /** Government bonds left out of the taxable estate. */
  exemptCents: number;
  /** The goods the tax counts: the estate less government bonds (attivo imponibile). */
  taxableAssetsCents: number;
  deductions: SuccessionDeductions;
  /** The taxable goods less the deductions, at least 0 (valore globale netto imponibile). */
  taxableEstateCents: number;
  successionTaxCents: number;
  mortgageTaxCents: number;
  cadastralTaxCents: number;
  totalTaxCents: number;
};

export function simulateSuccession(
  items: readonly EstateItem[],
  heirs: readonly Heir[],
  liabilities: readonly Liability[] = [],
): SuccessionResult {
  const estateCents = items.reduce((sum, item) => sum + item.valueCents, 0);
  const exemptCents = items
    .filter(excludedFromTaxableEstate)
    .reduce((sum, item) => sum + item.valueCents, 0);
  const taxableAssetsCents = estateCents - exemptCents;
  const deductions = successionDeductions(liabilities);
  const taxableEstateCents = Math.max(0, taxableAssetsCents - deductions.totalCents);

  let mortgageTaxCents = 0;
  let cadastralTaxCents = 0;
  for (const item of items) {
    if (item.kind !== 'immobile') continue;
    const taxes = propertyTransferTaxes(item.valueCents, item.primaCasa);
    mortgageTaxCents += taxes.mortgageCents;
    cadastralTaxCents += taxes.cadastralCents;
  }

  const weights = heirs.map((heir) => heir.weight);
  const received = splitByWeights(estateCents, weights);
  const taxable = splitByWeights(taxableEstateCents, weights);
  const propertyTaxes = splitByWeights(mortgageTaxCents + cadastralTaxCents, weights);

  const rows = heirs.map((heir, index): HeirRow => {
    const { allowanceCents, rateBp } = successionAllowanceAndRate(heir);
    const taxableCents = taxable[index] ?? 0;
    const aboveAllowanceCents = Math.max(0, taxableCents - allowanceCents);
    const successionTaxCents = applyBasisPoints(aboveAllowanceCents, rateBp);
    const propertyTaxesCents = propertyTaxes[index] ?? 0;
    return {
      heirId: heir.id,
      receivedCents: received[index] ?? 0,
      taxableCents,
      allowanceCents,
      aboveAllowanceCents,
      rateBp,
      successionTaxCents,
      propertyTaxesCents,
      totalTaxCents: successionTaxCents + propertyTaxesCents,
    };
  });

  const successionTaxCents = rows.reduce((sum, row) => sum + row.successionTaxCents, 0);
  return {
    rows,
    estateCents,
    exemptCents,
    taxableAssetsCents,
    deductions,
    taxableEstateCents,
    successionTaxCents,
    mortgageTaxCents,
    cadastralTaxCents,
    totalTaxCents: successionTaxCents + mortgageTaxCents + cadastralTaxCents,
  };
}
