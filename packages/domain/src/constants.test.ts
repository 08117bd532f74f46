import { describe, expect, it } from 'vitest';
import * as constants from './constants';

// The figures of spec §9, written here once more on purpose: this test is their lock.
describe('constants of spec §9', () => {
  it('have the values of the spec', () => {
    expect(constants).toMatchObject({
      APP_VERSION: '2.1.0',
      SAVINGS_RATE_TARGET: 20,
      EMERGENCY_FUND_TARGET_MONTHS: 6,
      SAVINGS_RATE_RING_MAX: 25,
      EMERGENCY_FUND_RING_MAX: 6,
      INVESTMENT_FEE_RING_MAX: 1.5,
      INVESTMENT_FEE_TARGET: 0.5,
      MONTE_CARLO_SUCCESS_PROBABILITY: 78,
      FINANCIAL_SCORE: 75,
      RECENT_TRANSACTIONS_SHOWN: 8,
      HOME_GOALS_SHOWN: 2,
      AUM_CHART_MONTHS: 6,
      NET_WORTH_CHART_MONTHS: 12,
      SIMULATED_DELAY_MS: 2000,
      HIGH_YIELD_APY: 4.2,
      HIGH_YIELD_GUARANTEE: 100000,
      HIGH_YIELD_FEES: 0,
      UPLOAD_MAX_MB: 10,
      UPLOAD_ACCEPTED_LABEL: 'PDF, JPG, PNG',
      DEFAULT_PLAN_ID: 'balanced',
    });
  });

  it('have the plan returns and allocations of the spec', () => {
    expect(constants.PLAN_FIGURES).toEqual({
      conservative: { expectedReturn: 4.5, allocation: { stocks: 30, bonds: 60, cash: 10 } },
      balanced: { expectedReturn: 7.2, allocation: { stocks: 60, bonds: 30, cash: 10 } },
      growth: { expectedReturn: 9.8, allocation: { stocks: 80, bonds: 15, cash: 5 } },
    });
  });
});
