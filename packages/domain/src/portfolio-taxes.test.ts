// Built from the rules of tax-capital-gains.ts and tax-stamp-duty.ts, computed by hand.
import { describe, expect, it } from 'vitest';
import { stampDutyItemsOf, taxForecast } from './portfolio-taxes';
import { type Position } from './position-schemas';

const btp: Position = {
  id: 'btp',
  isin: 'IT0005083057',
  name: 'BTP',
  positionClass: 'titoli-di-stato',
  custody: 'italiana',
  operations: [
    { kind: 'acquisto', date: '2024-11-04', quantity: 10_000, price: 100, feesCents: 0 },
    { kind: 'vendita', date: '2025-07-01', quantity: 5_000, price: 102, feesCents: 0 },
  ],
  lastPrice: { price: 100, date: '2025-11-20' },
};
const etf: Position = {
  id: 'etf',
  isin: 'IE00B4L5Y983',
  name: 'ETF',
  positionClass: 'fondi-etf',
  custody: 'estera',
  operations: [{ kind: 'acquisto', date: '2025-03-15', quantity: 100, price: 100, feesCents: 0 }],
  lastPrice: { price: 100, date: '2025-11-20' },
};

describe('tax forecast of the positions', () => {
  it('splits the year at each operation, a sale leaving on its day', () => {
    expect(stampDutyItemsOf([btp, etf], 2025)).toEqual([
      {
        kind: 'prodotto',
        id: 'btp@2025-01-01',
        custody: 'italiana',
        valueCents: 1_000_000,
        period: { from: '2025-01-01', to: '2025-06-30' },
      },
      {
        kind: 'prodotto',
        id: 'btp@2025-07-01',
        custody: 'italiana',
        valueCents: 500_000,
        period: { from: '2025-07-01', to: '2025-12-31' },
      },
      {
        kind: 'prodotto',
        id: 'etf@2025-03-15',
        custody: 'estera',
        valueCents: 1_000_000,
        period: { from: '2025-03-15', to: '2025-12-31' },
      },
    ]);
  });

  it('bollo by days held, IVAFE on the foreign ETF, 12,5% on the BTP gain', () => {
    const forecast = taxForecast([btp, etf], 2025);
    // 10.000 € for 181 days (9,92 €) + 5.000 € for 184 days (5,04 €); ETF 10.000 € for 292 days.
    expect(forecast.stampDuty).toMatchObject({ bolloCents: 992 + 504, ivafeCents: 1_600 });
    // 100 € of gain on the BTP, counted at 48,08 €: 12,50 €.
    expect(forecast.capitalGains.taxDueCents).toBe(1_250);
  });

  it('stops the bollo at the day given and has nothing for a year without positions', () => {
    expect(stampDutyItemsOf([etf], 2025, '2025-03-31')).toEqual([
      {
        kind: 'prodotto',
        id: 'etf@2025-03-15',
        custody: 'estera',
        valueCents: 1_000_000,
        period: { from: '2025-03-15', to: '2025-03-31' },
      },
    ]);
    expect(taxForecast([etf], 2024)).toMatchObject({
      capitalGains: { taxDueCents: 0, zainetto: [] },
      stampDuty: { bolloCents: 0, ivafeCents: 0, rows: [] },
    });
  });
});
