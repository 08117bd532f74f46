import { describe, expect, it } from 'vitest';
import { demoAssetAllocation } from './demo-asset-allocation';

describe('demoAssetAllocation', () => {
  it('shares the securities account out by the portfolio’s classes, keeping the other slices', () => {
    const slices = [
      { name: 'Investimenti', amount: 9_850_000, percent: 50 },
      { name: 'Liquidità', amount: 5_000_000, percent: 25 },
      { name: 'Previdenza', amount: 4_850_000, percent: 25 },
    ];
    const shared = demoAssetAllocation(slices);
    // Azioni globali 45% + emergenti 10% + oro 5% = 60%; obbligazioni 30%; liquidità 10%.
    expect(shared).toEqual([
      { name: 'Liquidità', amount: 5_985_000, percent: expect.closeTo(30.38, 2) as number },
      { name: 'Azioni', amount: 5_910_000, percent: 30 },
      { name: 'Previdenza', amount: 4_850_000, percent: expect.closeTo(24.62, 2) as number },
      { name: 'Obbligazioni', amount: 2_955_000, percent: 15 },
    ]);
    expect(shared.reduce((sum, slice) => sum + slice.amount, 0)).toBe(19_700_000);
    expect(shared.map((slice) => slice.name)).not.toContain('Investimenti');
  });

  it('leaves an allocation without a securities account as it is', () => {
    const slices = [{ name: 'Liquidità', amount: 100, percent: 100 }];
    expect(demoAssetAllocation(slices)).toEqual(slices);
  });
});
