// Worked examples: the half-year account statements are Circ. AdE 48/E del 21/12/2012, par.
// 1.2, esempio 1; the average balance is the example published by marketmovers.it ("Imposta
// di bollo conto corrente", 2017); the others are built from the rules quoted in
// tax-stamp-duty.ts and computed by hand.
import { describe, expect, it } from 'vitest';
import {
  accountStampDutyCents,
  averageBalanceCents,
  daysHeld,
  productStampDutyCents,
  stampDutySummary,
} from './tax-stamp-duty';

const YEAR_2025 = { from: '2025-01-01', to: '2025-12-31' };

describe('imposta di bollo on financial products (2 per mille, Tariffa art. 13 c. 2-ter)', () => {
  it('is 20 € a year on 10.000 €', () => {
    expect(productStampDutyCents(1_000_000, YEAR_2025, 'italiana')).toBe(2_000);
    expect(
      productStampDutyCents(1_000_000, { from: '2024-01-01', to: '2024-12-31' }, 'italiana'),
    ).toBe(2_000);
  });

  it('pro rata: 10.000 € held from 1/1 to 30/6/2025 (181 days of 365) pay 9,92 €', () => {
    const firstHalf = { from: '2025-01-01', to: '2025-06-30' };
    expect(daysHeld(firstHalf)).toBe(181);
    expect(productStampDutyCents(1_000_000, firstHalf, 'italiana')).toBe(992);
    // The rest of the year pays what makes the whole year 20,00 €.
    expect(
      productStampDutyCents(1_000_000, { from: '2025-07-01', to: '2025-12-31' }, 'italiana'),
    ).toBe(1_008);
  });

  it('a BTP of 50.000 € held from 15/3/2025 to the year end (292 days) pays 80 €', () => {
    const period = { from: '2025-03-15', to: '2025-12-31' };
    expect(daysHeld(period)).toBe(292);
    expect(productStampDutyCents(5_000_000, period, 'italiana')).toBe(8_000);
  });

  it('nothing on a product worth nothing', () => {
    expect(productStampDutyCents(0, YEAR_2025, 'italiana')).toBe(0);
  });

  it('refuses a period across two years or ending before it starts', () => {
    expect(() =>
      productStampDutyCents(100, { from: '2024-12-01', to: '2025-01-31' }, 'italiana'),
    ).toThrow('Il periodo deve stare in un solo anno solare.');
    expect(() =>
      productStampDutyCents(100, { from: '2025-02-01', to: '2025-01-31' }, 'italiana'),
    ).toThrow('La fine del periodo precede il suo inizio.');
  });
});

describe('imposta di bollo on accounts (34,20 €, Tariffa art. 13 c. 2-bis, nota 3-bis)', () => {
  it('is 34,20 € a year when the average balance exceeds 5.000 €', () => {
    expect(accountStampDutyCents(500_001, YEAR_2025, 'italiana')).toBe(3_420);
  });

  it('is not due at an average balance of exactly 5.000 €', () => {
    expect(accountStampDutyCents(500_000, YEAR_2025, 'italiana')).toBe(0);
  });

  it('Circ. AdE 48/E/2012, esempio 1: a current account averaging 5.600 € pays 17,10 € at 30/6 and at 31/12', () => {
    expect(
      accountStampDutyCents(560_000, { from: '2012-01-01', to: '2012-06-30' }, 'italiana'),
    ).toBe(1_710);
    expect(
      accountStampDutyCents(560_000, { from: '2012-07-01', to: '2012-12-31' }, 'italiana'),
    ).toBe(1_710);
    // The savings book of the same example, with one yearly statement: 34,20 €.
    expect(
      accountStampDutyCents(560_000, { from: '2012-01-01', to: '2012-12-31' }, 'italiana'),
    ).toBe(3_420);
  });

  it('a quarterly statement pays a quarter, 8,55 €; an account opened on 16/2 pays half of February', () => {
    const quarters = [
      { from: '2025-01-01', to: '2025-03-31' },
      { from: '2025-04-01', to: '2025-06-30' },
      { from: '2025-07-01', to: '2025-09-30' },
      { from: '2025-10-01', to: '2025-12-31' },
    ];
    expect(quarters.map((quarter) => accountStampDutyCents(600_000, quarter, 'italiana'))).toEqual([
      855, 855, 855, 855,
    ]);
    // 13 of February's 28 days and March: (13/28 + 1) / 12 of 34,20 € = 4,17 €.
    expect(
      accountStampDutyCents(600_000, { from: '2025-02-16', to: '2025-03-31' }, 'italiana'),
    ).toBe(417);
  });

  it('giacenza media (marketmovers.it): 4.500 € for 45 days, 8.000 € for 10, 15.000 € for 5, 800 € for 30 → 4.238,89 €, no bollo', () => {
    const average = averageBalanceCents([
      { balanceCents: 450_000, days: 45 },
      { balanceCents: 800_000, days: 10 },
      { balanceCents: 1_500_000, days: 5 },
      { balanceCents: 80_000, days: 30 },
    ]);
    expect(average).toBe(423_889);
    expect(
      accountStampDutyCents(average, { from: '2025-01-01', to: '2025-03-31' }, 'italiana'),
    ).toBe(0);
  });
});

describe('IVAFE (D.L. 201/2011, art. 19, c. 20)', () => {
  it('is 2 per mille a year on products held abroad, by days held', () => {
    expect(productStampDutyCents(1_000_000, YEAR_2025, 'estera')).toBe(2_000);
    expect(
      productStampDutyCents(1_000_000, { from: '2025-01-01', to: '2025-06-30' }, 'estera'),
    ).toBe(992);
  });

  it('is 34,20 € on a foreign account above 5.000 € of average balance, nothing at or below', () => {
    expect(accountStampDutyCents(1_000_000, YEAR_2025, 'estera')).toBe(3_420);
    expect(accountStampDutyCents(400_000, YEAR_2025, 'estera')).toBe(0);
  });

  it('a year’s summary splits bollo (held in Italy) from IVAFE (held abroad)', () => {
    const summary = stampDutySummary([
      {
        kind: 'prodotto',
        id: 'btp',
        custody: 'italiana',
        valueCents: 1_000_000,
        period: YEAR_2025,
      },
      { kind: 'prodotto', id: 'etf', custody: 'estera', valueCents: 2_000_000, period: YEAR_2025 },
      {
        kind: 'conto',
        id: 'cc',
        custody: 'italiana',
        averageBalanceCents: 700_000,
        period: YEAR_2025,
      },
      {
        kind: 'conto',
        id: 'n26',
        custody: 'estera',
        averageBalanceCents: 300_000,
        period: YEAR_2025,
      },
    ]);
    expect(summary).toEqual({
      bolloCents: 5_420,
      ivafeCents: 4_000,
      rows: [
        { id: 'btp', tax: 'bollo', cents: 2_000 },
        { id: 'etf', tax: 'ivafe', cents: 4_000 },
        { id: 'cc', tax: 'bollo', cents: 3_420 },
        { id: 'n26', tax: 'ivafe', cents: 0 },
      ],
    });
  });
});
