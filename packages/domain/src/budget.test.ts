import { describe, expect, it } from 'vitest';
import { budgetBar } from './budget';

describe('budgetBar', () => {
  it('is spend / (spend × 1.2) by default, so never over', () => {
    const bar = budgetBar(480);
    expect(bar.percent).toBeCloseTo(83.333, 3);
    expect(bar.over).toBe(false);
  });

  it('treats a signed expense like its amount', () => {
    expect(budgetBar(-480).percent).toBeCloseTo(83.333, 3);
  });

  it('flags above 100% of an explicit budget, not exactly at it', () => {
    expect(budgetBar(500, 500)).toEqual({ percent: 100, over: false });
    expect(budgetBar(501, 500).over).toBe(true);
    expect(budgetBar(750, 500)).toEqual({ percent: 150, over: true });
  });

  it('is an empty bar for nothing to measure', () => {
    expect(budgetBar(0)).toEqual({ percent: 0, over: false });
    expect(budgetBar(100, 0)).toEqual({ percent: 0, over: false });
    expect(budgetBar(100, -50)).toEqual({ percent: 0, over: false });
    expect(budgetBar(Number.NaN)).toEqual({ percent: 0, over: false });
    expect(budgetBar(Number.POSITIVE_INFINITY)).toEqual({ percent: 0, over: false });
  });
});
