import { describe, expect, it } from 'vitest';
import { costOverYears, investedAmount, yearlyCost } from './investment-costs';

describe('investment costs in euro', () => {
  it('charges the fee on what is invested, not on cash', () => {
    const invested = investedAmount([
      { name: 'Azioni', value: 60, amount: 600_000 },
      { name: 'Obbligazioni', value: 30, amount: 300_000 },
      { name: 'Liquidità', value: 10, amount: 100_000 },
    ]);
    expect(invested).toBe(900_000);
    expect(yearlyCost(invested, 0.35)).toBe(3150);
  });

  it('counts an investment account without positions as invested, its class unknown', () => {
    // QA's investor: an investment account with no positions, and cash.
    const invested = investedAmount([
      { name: 'Investimenti', value: 68, amount: 80_501 },
      { name: 'Liquidità', value: 32, amount: 37_346 },
    ]);
    expect(invested).toBe(80_501);
  });

  it('takes no other item of unknown class for an investment (a current account from an older file)', () => {
    expect(investedAmount([{ name: 'Conto corrente', value: 100, amount: 1_000 }])).toBe(0);
    expect(
      investedAmount([
        { name: 'Azioni', value: 50, amount: 500 },
        { name: 'Previdenza', value: 50, amount: 500 },
      ]),
    ).toBe(500);
  });

  it('states what the costs amount to over the years, paid and in value lost', () => {
    const ten = costOverYears(100_000, 1, 10, 5);
    expect(ten.paid).toBe(10_000);
    // 100.000 € at 5% for 10 years, less the same at 4%.
    expect(ten.lostValue).toBe(Math.round(100_000 * (1.05 ** 10 - 1.04 ** 10)));
    expect(costOverYears(100_000, 0, 20, 5)).toEqual({ years: 20, paid: 0, lostValue: 0 });
  });
});
