// Property-based checks (fast-check) of the invariants the screens rely on.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountBalanceTone } from './accounts';
import { budgetBar } from './budget';
import * as format from './format';
import { goalProgress, goalProgressColor } from './goals';
import { indicatorHealth } from './health';
import { badgeText, progressFill } from './progress';
import { savingsRate } from './savings';
import { accountTypeSchema } from './schemas';
import { createTransaction } from './testing/factories';

// Every double, NaN and ±Infinity included.
const anyNumber = fc.double();
const HEALTH = ['green', 'yellow', 'red'];

describe('progress fill', () => {
  it('is always within [0, 100], whatever value and max', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (value, max) => {
        const fill = progressFill(value, max);
        expect(fill).toBeGreaterThanOrEqual(0);
        expect(fill).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('is exactly proportional while the value is within [0, max]', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-6, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (max, share) => {
          expect(progressFill(max * share, max)).toBeCloseTo(share * 100, 6);
        },
      ),
    );
  });

  it('goal progress is always a whole percent within [0, 100]', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (current, target) => {
        const progress = goalProgress(current, target);
        expect(Number.isInteger(progress)).toBe(true);
        expect(progress).toBeGreaterThanOrEqual(0);
        expect(progress).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('colour rules', () => {
  it('goal colour is always one of three and never gets worse with more progress', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (a, b) => {
        expect(HEALTH).toContain(goalProgressColor(a));
        const [low, high] = a <= b ? [a, b] : [b, a];
        if (Number.isNaN(low) || Number.isNaN(high)) return;
        expect(HEALTH.indexOf(goalProgressColor(high))).toBeLessThanOrEqual(
          HEALTH.indexOf(goalProgressColor(low)),
        );
      }),
    );
  });

  it('indicator health is always one of three, both directions', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, fc.boolean(), (value, target, lower) => {
        const direction = lower ? 'lower-is-better' : 'higher-is-better';
        expect(HEALTH).toContain(indicatorHealth(value, target, direction));
      }),
    );
  });

  it('account tone is always one of the four tones, debts always debt', () => {
    fc.assert(
      fc.property(fc.constantFrom(...accountTypeSchema.options), anyNumber, (type, balance) => {
        const tone = accountBalanceTone({ type, balance });
        expect(['debt', 'good', 'neutral', 'warning']).toContain(tone);
        expect(tone === 'debt').toBe(type === 'credit' || type === 'mortgage');
      }),
    );
  });
});

describe('other rules never produce NaN', () => {
  it('budget bar percent is a finite number ≥ 0', () => {
    fc.assert(
      fc.property(anyNumber, fc.option(anyNumber, { nil: undefined }), (spend, budget) => {
        const bar = budgetBar(spend, budget);
        expect(Number.isFinite(bar.percent)).toBe(true);
        expect(bar.percent).toBeGreaterThanOrEqual(0);
        expect(bar.over).toBe(bar.percent > 100);
      }),
    );
  });

  it('savings rate is a finite integer for any list of transactions', () => {
    const transaction = fc
      .record({ amount: anyNumber, recurring: fc.boolean() })
      .map((fields) => createTransaction(fields));
    fc.assert(
      fc.property(fc.array(transaction), (transactions) => {
        const rate = savingsRate(transactions);
        expect(Number.isInteger(rate)).toBe(true);
      }),
    );
  });

  it('badge is hidden, a whole number from 1 to 99, or 99+', () => {
    fc.assert(
      fc.property(fc.option(anyNumber, { nil: undefined }), (count) => {
        const text = badgeText(count);
        if (text === undefined || text === '99+') return;
        expect(text).toMatch(/^[1-9]\d?$/);
      }),
    );
  });
});

describe('formatters', () => {
  const numberFormatters = [
    format.formatEuro,
    format.formatEuroCents,
    format.formatNumber,
    format.formatDecimal,
    format.formatPercent,
    format.formatPercentOneDecimal,
    format.formatAxisEuro,
    format.formatAxisMillions,
    format.formatFileSize,
  ];
  const dateFormatters = [format.formatDate, format.formatDateLong, format.formatTime];

  it('never throw and never print NaN or Infinity for any number', () => {
    fc.assert(
      fc.property(anyNumber, (value) => {
        for (const formatter of numberFormatters) {
          const text = formatter(value);
          expect(text).not.toMatch(/NaN|Infinity|∞/);
          expect(text).not.toMatch(/^-0(?![.,\d]*[1-9])/);
        }
      }),
    );
  });

  it('never throw and never print NaN for any string or date', () => {
    const input = fc.oneof(fc.string(), fc.date({ noInvalidDate: false }));
    fc.assert(
      fc.property(input, (value) => {
        for (const formatter of dateFormatters) {
          expect(formatter(value)).not.toMatch(/NaN|Invalid/);
        }
      }),
    );
  });
});
