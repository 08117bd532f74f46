import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONTHS_PER_YEAR } from './constants';
import {
  createPlanSimulator,
  deterministicFutureValue,
  simulatePlan,
  type SimulationInput,
} from './monte-carlo';
import {
  CAPITAL_GAINS_TAX_RATE,
  GOVERNMENT_BOND_TAX_RATE,
  STAMP_DUTY_RATE,
} from './monte-carlo-constants';
import { blendedGainsTaxRate, planMarket } from './plan-market';
import {
  CAPITAL_GAINS_RATE_BP,
  GOVERNMENT_BOND_RATE_BP,
  STAMP_DUTY_PRODUCTS_RATE_BP,
} from './tax-constants';

// Small path counts keep a hundred runs per property quick; the rules do not depend on size.
const inputArbitrary: fc.Arbitrary<SimulationInput> = fc.record({
  initialCapital: fc.integer({ min: 0, max: 1_000_000 }),
  monthlyContribution: fc.integer({ min: 0, max: 10_000 }),
  years: fc.integer({ min: 1, max: 12 }),
  market: fc.record({
    expectedReturn: fc.double({ min: -5, max: 15, noNaN: true }),
    volatility: fc.double({ min: 0, max: 30, noNaN: true }),
    bondShare: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  target: fc.option(fc.integer({ min: 1, max: 3_000_000 }), { nil: undefined }),
  realValues: fc.boolean(),
  afterTax: fc.boolean(),
  paths: fc.integer({ min: 1, max: 120 }),
  seed: fc.integer(),
});

const percentileKeys = ['p10', 'p25', 'p50', 'p75', 'p90'] as const;

describe('simulatePlan', () => {
  it('orders the percentiles in every year', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        for (const row of simulatePlan(input).years) {
          expect(row.p10).toBeLessThanOrEqual(row.p25);
          expect(row.p25).toBeLessThanOrEqual(row.p50);
          expect(row.p50).toBeLessThanOrEqual(row.p75);
          expect(row.p75).toBeLessThanOrEqual(row.p90);
        }
      }),
    );
  });

  it('with zero volatility gives the closed-form future value to the cent', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const steady = {
          ...input,
          market: { ...input.market, volatility: 0 },
          realValues: false,
          afterTax: false,
        };
        for (const row of simulatePlan(steady).years) {
          const expected = deterministicFutureValue(
            steady.initialCapital,
            steady.monthlyContribution,
            steady.market.expectedReturn,
            row.year * MONTHS_PER_YEAR,
          );
          // Rounded to the cent: at most half a cent from the exact value, give or take the
          // floating-point error of the subtraction (a seed found 0.005000005).
          for (const key of percentileKeys)
            expect(Math.abs(row[key] - expected)).toBeLessThanOrEqual(0.005 + 1e-6);
        }
      }),
    );
  });

  it('never lowers a percentile when the contribution grows', () => {
    fc.assert(
      fc.property(inputArbitrary, fc.integer({ min: 1, max: 5_000 }), (input, extra) => {
        const base = simulatePlan(input).years;
        const more = simulatePlan({
          ...input,
          monthlyContribution: input.monthlyContribution + extra,
        }).years;
        base.forEach((row, index) => {
          for (const key of percentileKeys) {
            expect(more[index]?.[key]).toBeGreaterThanOrEqual(row[key]);
          }
        });
      }),
    );
  });

  it('gives a probability within [0, 1], and none without a target', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const { successProbability } = simulatePlan(input);
        if (input.target === undefined) expect(successProbability).toBeNull();
        else {
          expect(successProbability).toBeGreaterThanOrEqual(0);
          expect(successProbability).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('gives the same result for the same seed', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        expect(simulatePlan({ ...input })).toEqual(simulatePlan({ ...input }));
      }),
    );
  });

  it('gives different paths for a different seed', () => {
    const input: SimulationInput = {
      initialCapital: 10_000,
      monthlyContribution: 100,
      years: 5,
      market: planMarket('balanced'),
      realValues: false,
      afterTax: false,
      paths: 500,
      seed: 1,
    };
    expect(simulatePlan(input).years.at(-1)?.p50).not.toBe(
      simulatePlan({ ...input, seed: 2 }).years.at(-1)?.p50,
    );
  });

  it('starts from the capital in year 0 and reports one row per year', () => {
    const result = simulatePlan({
      initialCapital: 25_000,
      monthlyContribution: 0,
      years: 3,
      market: planMarket('growth'),
      realValues: true,
      afterTax: true,
      paths: 50,
      seed: 7,
    });
    expect(result.years.map((row) => row.year)).toEqual([0, 1, 2, 3]);
    expect(result.years[0]).toEqual({
      year: 0,
      p10: 25_000,
      p25: 25_000,
      p50: 25_000,
      p75: 25_000,
      p90: 25_000,
    });
  });

  it('lowers the values with taxes and inflation', () => {
    const input: SimulationInput = {
      initialCapital: 50_000,
      monthlyContribution: 500,
      years: 10,
      market: { expectedReturn: 6, volatility: 0, bondShare: 0 },
      realValues: false,
      afterTax: false,
      paths: 1,
      seed: 3,
    };
    const gross = simulatePlan(input).years.at(-1)?.p50 ?? 0;
    const real = simulatePlan({ ...input, realValues: true }).years.at(-1)?.p50 ?? 0;
    const net = simulatePlan({ ...input, afterTax: true }).years.at(-1)?.p50 ?? 0;
    expect(real).toBeCloseTo(gross / 1.02 ** 10, 6);
    expect(net).toBeLessThan(gross);
    // The gains tax alone would leave gross − 26% of the gains; the bollo takes a little more.
    const invested = 50_000 + 500 * 120;
    expect(net).toBeLessThan(gross - 0.26 * (gross - invested));
  });

  it('refuses impossible assumptions', () => {
    const input: SimulationInput = {
      initialCapital: -1,
      monthlyContribution: 0,
      years: 1,
      market: planMarket('balanced'),
      realValues: false,
      afterTax: false,
      paths: 10,
      seed: 1,
    };
    expect(() => simulatePlan(input)).toThrow(RangeError);
    expect(() => simulatePlan({ ...input, initialCapital: 0, years: 0 })).toThrow(RangeError);
  });
});

describe('createPlanSimulator', () => {
  // A later input takes one of its fields from a new random input and keeps the others.
  const changeArbitrary = fc.tuple(
    inputArbitrary,
    fc.constantFrom(
      ...([
        'initialCapital',
        'monthlyContribution',
        'years',
        'target',
        'realValues',
        'afterTax',
        'paths',
        'seed',
        'expectedReturn',
        'volatility',
        'bondShare',
      ] as const),
    ),
  );

  it('gives, input after input, the figures of a fresh simulation of each input', () => {
    fc.assert(
      fc.property(
        inputArbitrary,
        fc.array(changeArbitrary, { minLength: 1, maxLength: 6 }),
        (first, changes) => {
          const simulate = createPlanSimulator();
          expect(simulate(first)).toEqual(simulatePlan(first));
          let input = first;
          for (const [next, field] of changes) {
            const market = { ...input.market };
            const changed: SimulationInput = { ...input, market };
            if (field === 'expectedReturn' || field === 'volatility' || field === 'bondShare') {
              market[field] = next.market[field];
            } else {
              Object.assign(changed, { [field]: next[field] });
            }
            input = changed;
            expect(simulate(input)).toEqual(simulatePlan(input));
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe('planMarket and blendedGainsTaxRate', () => {
  it('takes the return and the bond share from the plan', () => {
    expect(planMarket('conservative')).toMatchObject({ expectedReturn: 4.5, bondShare: 0.6 });
    expect(planMarket('growth').volatility).toBeGreaterThan(planMarket('balanced').volatility);
  });

  it('takes its rates from the tax engine: 26%, 12,5% on the bond share, bollo 0,2%', () => {
    expect(CAPITAL_GAINS_TAX_RATE).toBe(CAPITAL_GAINS_RATE_BP.value / 100);
    expect(GOVERNMENT_BOND_TAX_RATE).toBe(GOVERNMENT_BOND_RATE_BP.value / 100);
    expect(STAMP_DUTY_RATE).toBe(STAMP_DUTY_PRODUCTS_RATE_BP.value / 100);
    expect([CAPITAL_GAINS_TAX_RATE, GOVERNMENT_BOND_TAX_RATE, STAMP_DUTY_RATE]).toEqual([
      26, 12.5, 0.2,
    ]);
  });

  it('after tax, with no volatility: bollo at each year end, then the blended tax on the gain', () => {
    // 10.000 € at 5% a year, no contributions, 30% in bonds, 2 years. Each year ends at
    // ×1,05 less 0,2% of bollo; the gain above 10.000 € pays 0,3 × 12,5% + 0,7 × 26% = 21,95%.
    const input = {
      initialCapital: 10_000,
      monthlyContribution: 0,
      years: 2,
      market: { expectedReturn: 5, volatility: 0, bondShare: 0.3 },
      realValues: false,
      afterTax: true,
      paths: 3,
      seed: 1,
    };
    const year1 = 10_000 * 1.05 * 0.998;
    const year2 = year1 * 1.05 * 0.998;
    const net = (gross: number) => gross - 0.2195 * (gross - 10_000);
    const rows = simulatePlan(input).years;
    expect(rows[1]?.p50).toBeCloseTo(net(year1), 6);
    expect(rows[2]?.p50).toBeCloseTo(net(year2), 6);
    // Before tax the same plan gives the gross figures, without bollo.
    const gross = simulatePlan({ ...input, afterTax: false }).years;
    expect(gross[2]?.p50).toBeCloseTo(10_000 * 1.05 * 1.05, 6);
  });

  it('taxes bonds at 12,5% and the rest at 26%', () => {
    expect(blendedGainsTaxRate(0)).toBeCloseTo(0.26, 10);
    expect(blendedGainsTaxRate(1)).toBeCloseTo(0.125, 10);
    expect(blendedGainsTaxRate(0.3)).toBeCloseTo(0.3 * 0.125 + 0.7 * 0.26, 10);
  });
});
