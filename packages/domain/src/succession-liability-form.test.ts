import { describe, expect, it } from 'vitest';
import {
  type EstateRowDraft,
  type HeirDraft,
  SUCCESSION_FORM_MESSAGES,
  validateSuccessionForm,
} from './succession-form';
import { successionDeductions } from './succession-liabilities';
import {
  funeralExpensesCapNote,
  LIABILITY_HINTS,
  type LiabilityRowDraft,
  ownLiabilityRows,
} from './succession-liability-form';
import { simulateSuccession } from './succession-tax';

const estate: EstateRowDraft[] = [
  { id: 'casa', kind: 'immobile', label: 'Casa', value: '400.000', primaCasa: true },
  { id: 'cc', kind: 'saldo', label: 'Conto corrente', value: '2.500.000' },
];
const children: HeirDraft[] = [
  { id: 'a', name: 'Anna', relationship: 'linea-retta', severeDisability: false, weight: '1' },
  { id: 'b', name: 'Luca', relationship: 'linea-retta', severeDisability: false, weight: '1' },
];

describe('the debts and expenses of the "Simula successione" form', () => {
  it('reads a mortgage and funeral expenses typed the Italian way, and the tax counts them', () => {
    const liabilities: LiabilityRowDraft[] = [
      { id: 'mutuo', kind: 'debito', label: ' Mutuo casa ', value: '180.000' },
      { id: 'funerale', kind: 'spese-funebri', label: 'Funerale', value: '4.200,50' },
    ];
    const result = validateSuccessionForm(estate, children, liabilities);
    if (!result.ok) throw new Error('refused');
    expect(result.liabilities).toEqual([
      { kind: 'debito', id: 'mutuo', label: 'Mutuo casa', valueCents: 18_000_000 },
      { kind: 'spese-funebri', id: 'funerale', label: 'Funerale', valueCents: 420_050 },
    ]);
    // 2.900.000 € less 180.000 € and 1.032,91 € of the 4.200,50 € of funeral expenses.
    expect(
      simulateSuccession(result.items, result.heirs, result.liabilities).taxableEstateCents,
    ).toBe(290_000_000 - 18_000_000 - 103_291);
  });

  it('puts an Italian message beside a debt without a name or a good amount', () => {
    const result = validateSuccessionForm(estate, children, [
      { id: 'x', kind: 'debito', label: ' ', value: '-5' },
      { id: 'y', kind: 'spese-mediche', label: 'Clinica', value: '' },
    ]);
    expect(result).toEqual({
      ok: false,
      noHeirs: false,
      errors: {
        'x:label': SUCCESSION_FORM_MESSAGES.liabilityLabel,
        'x:value': SUCCESSION_FORM_MESSAGES.valueRange,
        'y:value': SUCCESSION_FORM_MESSAGES.valueRequired,
      },
    });
  });
});

describe('ownLiabilityRows', () => {
  it('starts from each mortgage and card that owes something, at its outstanding balance', () => {
    const rows = ownLiabilityRows([
      { id: 'corrente', name: 'Conto corrente', type: 'checking', balance: 250_000 },
      { id: 'mutuo', name: 'Mutuo BPER', type: 'mortgage', balance: -18_000_050 },
      { id: 'carta', name: 'Carta Visa', type: 'credit', balance: -125_000 },
      { id: 'estinto', name: 'Mutuo estinto', type: 'mortgage', balance: 0 },
    ]);
    expect(rows).toEqual([
      { id: 'debito-mutuo', kind: 'debito', label: 'Mutuo BPER', value: '180.000,50' },
      { id: 'debito-carta', kind: 'debito', label: 'Carta Visa', value: '1.250' },
    ]);
  });
});

describe('what the form says about the funeral expenses’ limit', () => {
  it('states the limit under the field, and beside the summary only when more were entered', () => {
    expect(LIABILITY_HINTS['spese-funebri']).toBe(
      'Con le ricevute; contano al massimo 1.032,91\u00a0€ in tutto.',
    );
    expect(
      funeralExpensesCapNote(
        successionDeductions([
          { kind: 'spese-funebri', id: 'f', label: 'Funerale', valueCents: 420_050 },
        ]),
      ),
    ).toBe(
      'Delle spese funebri indicate (4.200,50\u00a0€) contano 1.032,91\u00a0€, il limite di legge (D.Lgs. 346/1990, art. 24).',
    );
    expect(
      funeralExpensesCapNote(
        successionDeductions([
          { kind: 'spese-funebri', id: 'f', label: 'Funerale', valueCents: 90_000 },
        ]),
      ),
    ).toBeNull();
  });
});
