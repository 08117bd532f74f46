import { describe, expect, it } from 'vitest';
import {
  centsToFieldText,
  ownEstateRows,
  positionEstateRows,
  type EstateRowDraft,
  type HeirDraft,
  SUCCESSION_FORM_MESSAGES,
  validateSuccessionForm,
} from './succession-form';
import { simulateSuccession } from './succession-tax';

const rows: EstateRowDraft[] = [
  { id: 'cc', kind: 'saldo', label: 'Conto corrente', value: '120.000' },
  {
    id: 'btp',
    kind: 'posizione',
    label: 'BTP',
    value: '50.000',
    positionClass: 'titoli-di-stato',
  },
  { id: 'casa', kind: 'immobile', label: 'Casa', value: '300.000,50', primaCasa: true },
];
const heirs: HeirDraft[] = [
  { id: 'a', name: ' Anna ', relationship: 'coniuge', severeDisability: false, weight: '2' },
  { id: 'b', name: 'Luca', relationship: 'linea-retta', severeDisability: true, weight: '1' },
];

describe('the "Simula successione" form', () => {
  it('reads the estate and the heirs typed the Italian way', () => {
    const result = validateSuccessionForm(rows, heirs);
    if (!result.ok) throw new Error('refused');
    expect(result.items).toEqual([
      { kind: 'saldo', id: 'cc', label: 'Conto corrente', valueCents: 12_000_000 },
      {
        kind: 'posizione',
        id: 'btp',
        label: 'BTP',
        valueCents: 5_000_000,
        positionClass: 'titoli-di-stato',
      },
      { kind: 'immobile', id: 'casa', label: 'Casa', valueCents: 30_000_050, primaCasa: true },
    ]);
    expect(result.heirs.map((heir) => [heir.name, heir.weight])).toEqual([
      ['Anna', 2],
      ['Luca', 1],
    ]);
    // The BTP leave the taxable estate: 420.000,50 € of 470.000,50 €.
    expect(simulateSuccession(result.items, result.heirs).taxableEstateCents).toBe(42_000_050);
  });

  it('keeps a good that is no account as such, taxed like a balance', () => {
    const result = validateSuccessionForm(
      [{ id: 'auto', kind: 'altro', label: 'Automobile', value: '20.000' }],
      heirs,
    );
    if (!result.ok) throw new Error('refused');
    expect(result.items).toEqual([
      { kind: 'altro', id: 'auto', label: 'Automobile', valueCents: 2_000_000 },
    ]);
    expect(simulateSuccession(result.items, result.heirs).taxableEstateCents).toBe(2_000_000);
  });

  it('puts an Italian message beside each bad field', () => {
    const result = validateSuccessionForm(
      [
        { id: 'x', kind: 'saldo', label: ' ', value: 'tanto' },
        { id: 'y', kind: 'saldo', label: 'Conto', value: '-1' },
        { id: 'z', kind: 'saldo', label: 'Conto', value: '' },
      ],
      [{ id: 'h', name: '', relationship: 'altro', severeDisability: false, weight: '0' }],
    );
    expect(result).toEqual({
      ok: false,
      noHeirs: false,
      errors: {
        'x:label': SUCCESSION_FORM_MESSAGES.label,
        'x:value': SUCCESSION_FORM_MESSAGES.notANumber,
        'y:value': SUCCESSION_FORM_MESSAGES.valueRange,
        'z:value': SUCCESSION_FORM_MESSAGES.valueRequired,
        'h:name': SUCCESSION_FORM_MESSAGES.name,
        'h:weight': SUCCESSION_FORM_MESSAGES.weight,
      },
    });
  });

  it('asks for at least one heir', () => {
    expect(validateSuccessionForm(rows, [])).toEqual({ ok: false, errors: {}, noHeirs: true });
  });

  it('writes cents back as a field shows them', () => {
    expect(centsToFieldText(12_345_678)).toBe('123.456,78');
    expect(centsToFieldText(500_000)).toBe('5.000');
    expect(centsToFieldText(125_000_000)).toBe('1.250.000');
    expect(centsToFieldText(68_500)).toBe('685');
    expect(centsToFieldText(5)).toBe('0,05');
  });
});

describe('positionEstateRows', () => {
  it('gives each position with a value a row at its Investi value, titoli di Stato keeping their class', () => {
    const rows = positionEstateRows([
      {
        id: 'etf',
        isin: 'IE00B4L5Y983',
        name: 'ETF azionario mondiale',
        positionClass: 'fondi-etf',
        custody: 'estera',
        operations: [
          { kind: 'acquisto', date: '2025-01-10', quantity: 10, price: 100, feesCents: 0 },
        ],
        lastPrice: { price: 120, date: '2025-11-20' },
      },
      {
        id: 'btp',
        isin: 'IT0005083057',
        name: 'BTP',
        positionClass: 'titoli-di-stato',
        custody: 'italiana',
        operations: [
          { kind: 'acquisto', date: '2025-02-01', quantity: 5_000, price: 99, feesCents: 0 },
        ],
      },
      {
        id: 'sold',
        isin: 'IE00B4L5Y983',
        name: 'Venduto',
        positionClass: 'azioni',
        custody: 'italiana',
        operations: [
          { kind: 'acquisto', date: '2025-01-10', quantity: 1, price: 10, feesCents: 0 },
          { kind: 'vendita', date: '2025-02-10', quantity: 1, price: 12, feesCents: 0 },
        ],
      },
    ]);

    expect(rows).toEqual([
      {
        id: 'posizione-etf',
        kind: 'posizione',
        label: 'ETF azionario mondiale',
        value: '1.200',
        positionClass: 'fondi-etf',
      },
      {
        id: 'posizione-btp',
        kind: 'posizione',
        label: 'BTP',
        value: '4.950',
        positionClass: 'titoli-di-stato',
      },
    ]);
  });
});

describe('ownEstateRows', () => {
  it('counts an investment account with positions by its positions, never twice; no debts', () => {
    const etf = {
      id: 'etf',
      accountId: 'titoli',
      isin: 'IE00B4L5Y983',
      name: 'ETF azionario mondiale',
      positionClass: 'fondi-etf' as const,
      custody: 'estera' as const,
      operations: [
        { kind: 'acquisto' as const, date: '2025-01-10', quantity: 10, price: 100, feesCents: 0 },
      ],
    };
    const rows = ownEstateRows(
      [
        { id: 'corrente', name: 'Conto corrente', type: 'checking', balance: 250_000 },
        { id: 'titoli', name: 'Conto titoli', type: 'investment', balance: 100_000 },
        {
          id: 'altro-titoli',
          name: 'Conto titoli senza posizioni',
          type: 'investment',
          balance: 50_000,
        },
        { id: 'carta', name: 'Carta', type: 'credit', balance: -30_000 },
      ],
      [etf],
    );

    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ['Conto corrente', '2.500'],
      ['Conto titoli senza posizioni', '500'],
      ['ETF azionario mondiale', '1.000'],
    ]);
  });

  it('adds each recorded property at its estimated value, the main home as prima casa', () => {
    const rows = ownEstateRows(
      [{ id: 'corrente', name: 'Conto corrente', type: 'checking', balance: 250_000 }],
      [],
      [
        { id: 'roma', name: 'Casa di via Roma', value: 35_000_000, primaCasa: true },
        { id: 'box', name: 'Box auto', value: 2_500_050, primaCasa: false },
      ],
    );
    expect(rows.slice(1)).toEqual([
      {
        id: 'immobile-roma',
        kind: 'immobile',
        label: 'Casa di via Roma',
        value: '350.000',
        primaCasa: true,
      },
      {
        id: 'immobile-box',
        kind: 'immobile',
        label: 'Box auto',
        value: '25.000,50',
        primaCasa: false,
      },
    ]);
  });

  it('leaves the pension fund out of the estate: it goes to the designated beneficiaries (QA’s case)', () => {
    const rows = ownEstateRows(
      [
        { id: 'corrente', name: 'Conto corrente', type: 'checking', balance: 3_445_400 },
        { id: 'cometa', name: 'Fondo Cometa', type: 'pension', balance: 1_200_000 },
      ],
      [],
    );
    expect(rows.map((row) => [row.label, row.value])).toEqual([['Conto corrente', '34.454']]);
  });

  it('lists an investment account’s cash beside its positions (a sale’s proceeds)', () => {
    const etf = {
      id: 'etf',
      accountId: 'titoli',
      isin: 'IE00B4L5Y983',
      name: 'ETF azionario mondiale',
      positionClass: 'fondi-etf' as const,
      custody: 'estera' as const,
      operations: [
        { kind: 'acquisto' as const, date: '2025-01-10', quantity: 100, price: 83.4, feesCents: 0 },
        {
          kind: 'vendita' as const,
          date: '2025-03-10',
          quantity: 60,
          price: 99.95,
          feesCents: 200,
        },
      ],
    };
    // As Conti values it: 40 held at cost (3.336 €) and 5.995 € of the sale in the account.
    const rows = ownEstateRows(
      [{ id: 'titoli', name: 'Conto titoli', type: 'investment', balance: 333_600 + 599_500 }],
      [etf],
    );
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ['Conto titoli: liquidità', '5.995'],
      ['ETF azionario mondiale', '3.336'],
    ]);
  });
});
