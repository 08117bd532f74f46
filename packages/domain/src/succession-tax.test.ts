// Worked examples. The first reproduces the one published by Calma Consulenze ("Le aliquote e
// le franchigie applicabili per l'imposta di successione"): spouse and two children, 4
// million euro, 1 million of allowance each, 4% on the remaining million = 40.000 € (computed
// per heir: 13.333,33 € each, 39.999,99 € in all). The others are built from D.Lgs. 346/1990
// art. 7, 8, 20-24 and D.Lgs. 347/1990 and computed by hand.
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
import { type Liability, SUCCESSION_LIABILITY_MESSAGES } from './succession-liabilities';

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

const liability = (kind: Liability['kind'], valueCents: number): Liability => ({
  kind,
  id: kind,
  label: kind,
  valueCents,
});
const home = (valueCents: number, primaCasa = true): EstateItem => ({
  kind: 'immobile',
  id: 'casa',
  label: 'Casa',
  valueCents,
  primaCasa,
});
const children = [heir('figlio1', 'linea-retta'), heir('figlio2', 'linea-retta')];

describe('passività deducibili (D.Lgs. 346/1990, art. 8, c. 1; art. 20-24)', () => {
  it('a 180.000 € mortgage lowers the two children’s tax by 4% of it; ipotecaria and catastale stay', () => {
    // House 400.000 € (prima casa) + balance 2.500.000 € = 2.900.000 €.
    // Before: 1.450.000 € each, 450.000 € above the allowance, 4% = 18.000 € each, 36.000 €.
    // After the 180.000 € mortgage: net 2.720.000 €, 1.360.000 € each, 360.000 € above,
    // 4% = 14.400 € each, 28.800 € (7.200 € less: 4% of 180.000 €). The prima casa pays
    // 200 € + 200 € either way: the debt does not reduce the property taxes.
    const items = [home(40_000_000), balance(250_000_000)];
    const before = simulateSuccession(items, children);
    expect(before.rows.map((row) => row.taxableCents)).toEqual([145_000_000, 145_000_000]);
    expect(before.successionTaxCents).toBe(3_600_000);

    const after = simulateSuccession(items, children, [liability('debito', 18_000_000)]);
    expect(after).toMatchObject({
      estateCents: 290_000_000,
      exemptCents: 0,
      taxableAssetsCents: 290_000_000,
      deductions: { debtsCents: 18_000_000, totalCents: 18_000_000 },
      taxableEstateCents: 272_000_000,
      successionTaxCents: 2_880_000,
      mortgageTaxCents: 20_000,
      cadastralTaxCents: 20_000,
      totalTaxCents: 2_920_000,
    });
    expect(after.rows.map((row) => [row.receivedCents, row.taxableCents])).toEqual([
      [145_000_000, 136_000_000],
      [145_000_000, 136_000_000],
    ]);
    expect(after.rows.map((row) => row.successionTaxCents)).toEqual([1_440_000, 1_440_000]);
  });

  it('with a 1.500.000 € balance the same two children stay below the allowance, mortgage or not', () => {
    // 1.900.000 € is 950.000 € each; less the 180.000 € mortgage 1.720.000 €, 860.000 € each:
    // no tax either way, only the prima casa's 200 € + 200 €.
    const items = [home(40_000_000), balance(150_000_000)];
    const after = simulateSuccession(items, children, [liability('debito', 18_000_000)]);
    expect(after.rows.map((row) => row.taxableCents)).toEqual([86_000_000, 86_000_000]);
    expect(after.successionTaxCents).toBe(0);
    expect(after.totalTaxCents).toBe(40_000);
  });

  it('counts funeral expenses up to 1.032,91 € (art. 24, c. 2) and medical expenses whole', () => {
    // One child, 1.100.000 €: 100.000 € above the allowance, 4.000 €. Funeral expenses of
    // 5.000 € count for 1.032,91 €, medical expenses of 2.000 € whole: net 1.096.967,09 €,
    // 96.967,09 € above, 4% = 3.878,6836 € → 3.878,68 €.
    const result = simulateSuccession(
      [balance(110_000_000)],
      [heir('figlio', 'linea-retta')],
      [liability('spese-funebri', 500_000), liability('spese-mediche', 200_000)],
    );
    expect(result.deductions).toEqual({
      debtsCents: 0,
      funeralExpensesCents: 500_000,
      funeralDeductibleCents: 103_291,
      medicalExpensesCents: 200_000,
      totalCents: 303_291,
    });
    expect(result.taxableEstateCents).toBe(109_696_709);
    expect(result.successionTaxCents).toBe(387_868);
  });

  it('caps the funeral expenses once, however many receipts', () => {
    // 800 € + 700 € = 1.500 €, of which 1.032,91 € count.
    const result = simulateSuccession(
      [balance(10_000_000)],
      [heir('h', 'altro')],
      [liability('spese-funebri', 80_000), liability('spese-funebri', 70_000)],
    );
    expect(result.deductions.funeralDeductibleCents).toBe(103_291);
    expect(result.taxableEstateCents).toBe(10_000_000 - 103_291);
  });

  it('takes debts larger than the goods to a net of 0: no negative tax, property taxes still due', () => {
    // A house of 200.000 € (not prima casa) and 50.000 € in the bank, a 300.000 € mortgage:
    // net 250.000 € − 300.000 € → 0 €. Anyone else would pay 8% from the first euro: 0 €.
    // Ipotecaria 2% of 200.000 € = 4.000 €, catastale 1% = 2.000 €, on the property's value.
    const result = simulateSuccession(
      [home(20_000_000, false), balance(5_000_000)],
      [heir('a', 'altro'), heir('b', 'altro')],
      [liability('debito', 30_000_000)],
    );
    expect(result).toMatchObject({
      taxableAssetsCents: 25_000_000,
      taxableEstateCents: 0,
      successionTaxCents: 0,
      mortgageTaxCents: 400_000,
      cadastralTaxCents: 200_000,
      totalTaxCents: 600_000,
    });
    expect(result.rows.map((row) => [row.taxableCents, row.successionTaxCents])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it('leaves government bonds out before the deduction: the whole debt reduces the taxable goods', () => {
    // BTP 500.000 € + balance 300.000 €, a 200.000 € debt, anyone else at 8%: taxable goods
    // 300.000 € (the BTP out), net 100.000 €, tax 8.000 €. The debt is not shared out over
    // the exempt BTP (that would leave 225.000 € taxable and 18.000 € of tax).
    const result = simulateSuccession(
      [
        balance(30_000_000),
        {
          kind: 'posizione',
          id: 'btp',
          label: 'BTP',
          valueCents: 50_000_000,
          positionClass: 'titoli-di-stato',
        },
      ],
      [heir('h', 'altro')],
      [liability('debito', 20_000_000)],
    );
    expect(result).toMatchObject({
      estateCents: 80_000_000,
      exemptCents: 50_000_000,
      taxableAssetsCents: 30_000_000,
      taxableEstateCents: 10_000_000,
      successionTaxCents: 800_000,
    });
    expect(result.rows[0]?.receivedCents).toBe(80_000_000);
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

  it('refuses an unnamed or negative liability, in Italian; no liabilities is none', () => {
    const result = v.safeParse(successionInputSchema, {
      items: [],
      liabilities: [{ kind: 'debito', id: 'mutuo', label: ' ', valueCents: -1 }],
      heirs: [heir('x', 'altro')],
    });
    expect(result.success ? [] : result.issues.map((issue) => issue.message)).toEqual([
      SUCCESSION_LIABILITY_MESSAGES.label,
      SUCCESSION_LIABILITY_MESSAGES.value,
    ]);
    const without = v.safeParse(successionInputSchema, { items: [], heirs: [heir('x', 'altro')] });
    expect(without.success ? without.output.liabilities : null).toEqual([]);
  });
});
