import { describe, expect, it } from 'vitest';
import { PLAN_FIGURES } from './constants';
import { allocationRebalancing, amountsByClass, rebalancing } from './rebalancing';

describe('rebalancing', () => {
  const current = { stocks: 60_000, bonds: 30_000, cash: 10_000 };

  it('says a portfolio on its plan is in line, with nothing to trade', () => {
    const result = rebalancing(current, PLAN_FIGURES.balanced.allocation);
    expect(result.inLine).toBe(true);
    expect(result.needsRebalancing).toBe(false);
    expect(result.rows.map((row) => row.trade)).toEqual([0, 0, 0]);
  });

  it('gives drift in points and the euro to buy or sell against another plan', () => {
    const result = rebalancing(current, PLAN_FIGURES.conservative.allocation);
    expect(result.rows).toEqual([
      expect.objectContaining({
        assetClass: 'stocks',
        currentPercent: 60,
        targetPercent: 30,
        driftPoints: 30,
        trade: -30_000,
        flagged: true,
      }),
      expect.objectContaining({
        assetClass: 'bonds',
        currentPercent: 30,
        targetPercent: 60,
        driftPoints: -30,
        trade: 30_000,
        flagged: true,
      }),
      expect.objectContaining({ assetClass: 'cash', driftPoints: 0, trade: 0, flagged: false }),
    ]);
    expect(result.needsRebalancing).toBe(true);
  });

  it('flags only a drift over 5 points, and trades add up to zero', () => {
    const result = rebalancing(
      { stocks: 64_000, bonds: 26_000, cash: 10_000 },
      PLAN_FIGURES.balanced.allocation,
    );
    expect(result.rows.map((row) => row.flagged)).toEqual([false, false, false]);
    expect(result.inLine).toBe(false);
    expect(result.rows.reduce((sum, row) => sum + row.trade, 0)).toBe(0);
    const far = rebalancing(
      { stocks: 66_000, bonds: 24_000, cash: 10_000 },
      PLAN_FIGURES.balanced.allocation,
    );
    expect(far.rows.map((row) => row.flagged)).toEqual([true, true, false]);
  });

  it('handles an empty portfolio without dividing by zero', () => {
    const result = rebalancing({ stocks: 0, bonds: 0, cash: 0 }, PLAN_FIGURES.growth.allocation);
    expect(result.total).toBe(0);
    expect(result.rows.every((row) => Number.isFinite(row.currentPercent) && row.trade === 0)).toBe(
      true,
    );
  });
});

describe('amountsByClass', () => {
  it('sums amounts by class', () => {
    const items = [
      { name: 'A', amount: 10 },
      { name: 'B', amount: 5 },
      { name: 'C', amount: 2 },
    ];
    expect(amountsByClass(items, (item) => (item.name === 'C' ? 'cash' : 'stocks'))).toEqual({
      stocks: 15,
      bonds: 0,
      cash: 2,
    });
  });
});

describe('allocationRebalancing', () => {
  const plan = { stocks: 60, bonds: 30, cash: 10 };

  it('gives no move when most of the allocation is of no known class', () => {
    // QA's investor: an investment account with no positions (68%), and cash.
    const result = allocationRebalancing(
      [
        { name: 'Investimenti', value: 68, amount: 80_501 },
        { name: 'Liquidità', value: 32, amount: 37_346 },
      ],
      plan,
    );
    expect(result.moves).toBeNull();
    expect(result.unclassified.map((item) => item.name)).toEqual(['Investimenti']);
    expect(Math.round(result.unclassifiedPercent)).toBe(68);
  });

  it('moves the known classes when what is unknown is within the drift threshold', () => {
    const result = allocationRebalancing(
      [
        { name: 'Azioni', value: 57, amount: 57_000 },
        { name: 'Obbligazioni', value: 29, amount: 29_000 },
        { name: 'Liquidità', value: 9, amount: 9_000 },
        { name: 'Previdenza', value: 5, amount: 5_000 },
      ],
      plan,
    );
    expect(result.moves?.total).toBe(95_000);
    expect(result.unclassifiedAmount).toBe(5_000);
  });

  it('moves every class of an allocation whose classes are all known', () => {
    const result = allocationRebalancing(
      [
        { name: 'Azioni', value: 50, amount: 500 },
        { name: 'Liquidità', value: 50, amount: 500 },
      ],
      plan,
    );
    expect(result.moves?.rows.map((row) => row.trade)).toEqual([100, 300, -400]);
    expect(result.unclassified).toEqual([]);
  });
});
