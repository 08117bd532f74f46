// Worked examples. The first reproduces the one published by Calma Consulenze ("Le aliquote e
// le franchigie applicabili per l'imposta di successione"): spouse and two children, 4
// million euro, 1 million of allowance each, 4% on the remaining million = 40.000 € (computed
// per heir: 13.333,33 € each, 39.999,99 € in all). The others are built from D.Lgs. 346/1990
// art. 7 and D.Lgs. 347/1990 and computed by hand.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  type EstateItem,
  type Heir,
  propertyTransferTaxes,
  simulateSuccession,
  SUCCESSION_MESSAGES,
  successionAllowanceAndRate,
  successionInputSchema,
  splitByWeights,
} from './succession-tax';

const heir = (
  id: string,
  relationship: Heir['relationship'],
  weight = 1,
  severeDisability = false,
): Heir => ({
  id,
  name: id,
  relationship,
  weight,
  severeDisability,
});
const balance = (valueCents: number): EstateItem => ({
  kind: 'saldo',
  id: 'cc',
  label: 'Conto',
  valueCents,
});

describe('imposta di successione (D.Lgs. 346/1990, art. 7)', () => {
  it('spouse and two children share 4.000.000 €: each pays 4% above 1.000.000 €', () => {
    const result = simulateSuccession(
      [balance(400_000_000)],
      [heir('coniuge', 'coniuge'), heir('figlio1', 'linea-retta'), heir('figlio2', 'linea-retta')],
    );
    expect(result.rows.map((row) => row.taxableCents)).toEqual([
      133_333_334, 133_333_333, 133_333_333,
    ]);
    expect(result.rows.map((row) => row.successionTaxCents)).toEqual([
      1_333_333, 1_333_333, 1_333_333,
    ]);
    expect(result.successionTaxCents).toBe(3_999_999);
  });

  it('spouse above and two children below the allowance; BTP out of the taxable estate; property taxes', () => {
    const items: EstateItem[] = [
      balance(250_000_000),
      {
        kind: 'posizione',
        id: 'btp',
        label: 'BTP',
        valueCents: 50_000_000,
        positionClass: 'titoli-di-stato',
      },
      {
        kind: 'posizione',
        id: 'etf',
        label: 'ETF',
        valueCents: 20_000_000,
        positionClass: 'fondi-etf',
      },
      { kind: 'immobile', id: 'casa', label: 'Casa', valueCents: 30_000_000, primaCasa: true },
    ];
    const result = simulateSuccession(items, [
      heir('coniuge', 'coniuge', 2),
      heir('figlio1', 'linea-retta'),
      heir('figlio2', 'linea-retta'),
    ]);
    // Estate 3.500.000 €, taxable 3.000.000 €: spouse 1.500.000 €, children 750.000 € each.
    expect(result).toMatchObject({
      estateCents: 350_000_000,
      exemptCents: 50_000_000,
      taxableEstateCents: 300_000_000,
      successionTaxCents: 2_000_000,
      mortgageTaxCents: 20_000,
      cadastralTaxCents: 20_000,
      totalTaxCents: 2_040_000,
    });
    expect(result.rows).toEqual([
      {
        heirId: 'coniuge',
        receivedCents: 175_000_000,
        taxableCents: 150_000_000,
        allowanceCents: 100_000_000,
        aboveAllowanceCents: 50_000_000,
        rateBp: 400,
        successionTaxCents: 2_000_000,
        propertyTaxesCents: 20_000,
        totalTaxCents: 2_020_000,
      },
      {
        heirId: 'figlio1',
        receivedCents: 87_500_000,
        taxableCents: 75_000_000,
        allowanceCents: 100_000_000,
        aboveAllowanceCents: 0,
        rateBp: 400,
        successionTaxCents: 0,
        propertyTaxesCents: 10_000,
        totalTaxCents: 10_000,
      },
      {
        heirId: 'figlio2',
        receivedCents: 87_500_000,
        taxableCents: 75_000_000,
        allowanceCents: 100_000_000,
        aboveAllowanceCents: 0,
        rateBp: 400,
        successionTaxCents: 0,
        propertyTaxesCents: 10_000,
        totalTaxCents: 10_000,
      },
    ]);
  });

  it.each([
    ['fratello-sorella', false, 15_000_000, 300_000],
    ['altro-parente', false, 5_000_000, 300_000],
    // An in-law (affine): 6% from the first euro, like other relatives (art. 7, c. 1, lett. c).
    ['affine', false, 5_000_000, 300_000],
    ['altro', false, 1_000_000, 80_000],
    ['linea-retta', true, 120_000_000, 0],
    ['altro', true, 200_000_000, 4_000_000],
  ] as const)(
    'a single %s heir (severe disability: %s) receiving %i cents pays %i',
    (relationship, disabled, value, tax) => {
      const result = simulateSuccession([balance(value)], [heir('h', relationship, 1, disabled)]);
      expect(result.successionTaxCents).toBe(tax);
    },
  );

  it('allowance and rate by relationship', () => {
    expect(
      successionAllowanceAndRate({ relationship: 'coniuge', severeDisability: false }),
    ).toEqual({
      allowanceCents: 100_000_000,
      rateBp: 400,
    });
    expect(
      successionAllowanceAndRate({ relationship: 'fratello-sorella', severeDisability: false }),
    ).toEqual({
      allowanceCents: 10_000_000,
      rateBp: 600,
    });
    expect(
      successionAllowanceAndRate({ relationship: 'fratello-sorella', severeDisability: true }),
    ).toEqual({
      allowanceCents: 150_000_000,
      rateBp: 600,
    });
  });
});

describe('ipotecaria and catastale (D.Lgs. 347/1990; L. 342/2000, art. 69)', () => {
  it('2% + 1% of a property worth 200.000 €', () => {
    expect(propertyTransferTaxes(20_000_000, false)).toEqual({
      mortgageCents: 400_000,
      cadastralCents: 200_000,
    });
  });

  it('200 € + 200 € for a prima casa, whatever its value', () => {
    expect(propertyTransferTaxes(90_000_000, true)).toEqual({
      mortgageCents: 20_000,
      cadastralCents: 20_000,
    });
  });

  it('never less than 200 € each', () => {
    expect(propertyTransferTaxes(500_000, false)).toEqual({
      mortgageCents: 20_000,
      cadastralCents: 20_000,
    });
  });
});

describe('split by weights', () => {
  it('adds up to the whole, to the cent', () => {
    expect(splitByWeights(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByWeights(1e14, [999, 1])).toEqual([99_900_000_000_000, 100_000_000_000]);
  });
});

describe('succession input', () => {
  it('refuses no heirs, an unnamed heir and a negative value, in Italian', () => {
    const result = v.safeParse(successionInputSchema, {
      items: [{ kind: 'saldo', id: 'cc', label: 'Conto', valueCents: -1 }],
      heirs: [],
    });
    expect(result.success ? [] : result.issues.map((issue) => issue.message)).toEqual([
      SUCCESSION_MESSAGES.value,
      SUCCESSION_MESSAGES.noHeirs,
    ]);
    const unnamed = v.safeParse(successionInputSchema, {
      items: [],
      heirs: [{ ...heir('x', 'altro'), name: ' ', weight: 0 }],
    });
    expect(unnamed.success ? [] : unnamed.issues.map((issue) => issue.message)).toEqual([
      SUCCESSION_MESSAGES.heirName,
      SUCCESSION_MESSAGES.weight,
    ]);
  });
});
