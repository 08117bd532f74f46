import { describe, expect, it } from 'vitest';
import { ISIN_MESSAGES } from './isin';
import {
  POSITION_FORM_MESSAGES,
  readItalianDate,
  readOperationForm,
  readPositionForm,
  readPriceForm,
  formatQuantity,
  averageCostAsPrice,
  holdingFacts,
} from './position-form';
import { rebalancingAmountsOf } from './position-asset-classes';
import { POSITION_MESSAGES } from './position-schemas';
import { AMOUNT_INPUT_MESSAGES } from './amount-input';

describe('the positions’ forms', () => {
  it('reads an operation typed the Italian way', () => {
    expect(
      readOperationForm('acquisto', {
        date: '5/3/2026',
        quantity: '1.250,5',
        price: '98,735',
        fees: '2,95',
      }),
    ).toEqual({
      ok: true,
      draft: {
        kind: 'acquisto',
        date: '2026-03-05',
        quantity: 1250.5,
        price: 98.735,
        feesCents: 295,
      },
    });
    expect(
      readOperationForm('vendita', { date: '05/03/2026', quantity: '3', price: '10', fees: '' }),
    ).toMatchObject({ ok: true, draft: { feesCents: 0 } });
  });

  it('gives each bad field its Italian message', () => {
    expect(
      readOperationForm('vendita', {
        date: '31/02/2026',
        quantity: '0',
        price: '',
        fees: '1,234.5',
      }),
    ).toEqual({
      ok: false,
      errors: {
        date: POSITION_MESSAGES.date,
        quantity: POSITION_MESSAGES.quantityPositive,
        price: POSITION_FORM_MESSAGES.priceRequired,
        feesCents: AMOUNT_INPUT_MESSAGES.englishFormat,
      },
    });
    expect(readItalianDate('2026-03-05')).toEqual({ ok: false, message: POSITION_MESSAGES.date });
    expect(
      readOperationForm('acquisto', {
        date: '01/01/2026',
        quantity: '1,1234567',
        price: '1',
        fees: '',
      }),
    ).toEqual({ ok: false, errors: { quantity: POSITION_MESSAGES.tooManyDecimals } });
    expect(readPriceForm({ price: 'dieci', date: '' })).toEqual({
      ok: false,
      errors: { price: POSITION_FORM_MESSAGES.notANumber, date: POSITION_MESSAGES.date },
    });
  });

  it('checks the ISIN’s check digit and asks for a name', () => {
    const position = {
      name: 'BTP',
      positionClass: 'titoli-di-stato',
      custody: 'italiana',
    } as const;
    expect(readPositionForm({ ...position, isin: 'it0005083057' })).toEqual({
      ok: true,
      draft: { ...position, isin: 'it0005083057' },
    });
    expect(readPositionForm({ ...position, isin: 'IT0005083058', name: ' ' })).toEqual({
      ok: false,
      errors: { isin: ISIN_MESSAGES.checkDigit, name: POSITION_MESSAGES.nameRequired },
    });
    expect(readPositionForm({ ...position, isin: '' })).toEqual({
      ok: false,
      errors: { isin: POSITION_MESSAGES.isinRequired },
    });
    expect(readPositionForm({ ...position, positionClass: 'liquidita', isin: '' })).toMatchObject({
      ok: true,
    });
  });

  it('sums the classes into the rebalancing’s three', () => {
    expect(
      rebalancingAmountsOf({
        azioni: 100_00,
        'fondi-etf': 50_00,
        obbligazioni: 30_00,
        'titoli-di-stato': 20_00,
        liquidita: 5_00,
      }),
    ).toEqual({ stocks: 150, bonds: 50, cash: 5 });
  });
});

describe('the positions’ figures as shown', () => {
  it('shows a quantity with its decimals and the average cost as the position is quoted', () => {
    expect(formatQuantity(1250.5)).toBe('1.250,5');
    expect(averageCostAsPrice(1150, 'azioni')).toBe(11.5);
    // A bond's average cost of 0,9875 € per euro of nominal is 98,75 per 100.
    expect(averageCostAsPrice(98.75, 'titoli-di-stato')).toBe(98.75);
  });

  it('shows a bond by its nominal, its average cost per 100 € of it (QA’s BTP)', () => {
    const plain = (facts: { label: string; value: string }[]) =>
      facts.map(({ label, value }) => `${label} ${value.replace(/\s/g, ' ')}`);
    expect(
      plain(holdingFacts({ quantity: 10_000, averageCost: 98.75 }, 'titoli-di-stato')),
    ).toEqual(['Valore nominale 10.000 €', 'Costo medio per 100 € di nominale 98,75 €']);
    expect(plain(holdingFacts({ quantity: 20, averageCost: 20100 }, 'azioni'))).toEqual([
      'Quantità 20',
      'Costo medio 201,00 €',
    ]);
  });
});
