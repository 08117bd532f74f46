import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computedClientStatus,
  effectiveClientStatus,
  indicatorChecks,
  statusReasons,
} from './client-status';
import { indicatorHealth } from './health';
import { createClient } from './testing/factories';

const green = { savingsRate: 20, emergencyFund: 6, investmentFee: 0.5, insuranceGap: 0 };

describe('computedClientStatus (spec §9 health colours)', () => {
  it('is green when every indicator meets its target, exactly on it included', () => {
    expect(computedClientStatus(green)).toBe('green');
  });

  it.each([
    ['savings rate 16% (ratio 0,8)', { savingsRate: 16 }, 'yellow'],
    ['savings rate 15%', { savingsRate: 15 }, 'red'],
    ['emergency fund 4,8 months (ratio 0,8)', { emergencyFund: 4.8 }, 'yellow'],
    ['emergency fund 4 months', { emergencyFund: 4 }, 'red'],
    ['fees 0,6% (0,5 / 0,6 = 0,83)', { investmentFee: 0.6 }, 'yellow'],
    ['fees 0,7% (0,71)', { investmentFee: 0.7 }, 'red'],
    ['insurance gap 20%', { insuranceGap: 20 }, 'yellow'],
    ['insurance gap 40%', { insuranceGap: 40 }, 'red'],
  ])('with %s on otherwise green figures is %s', (_, change, status) => {
    expect(computedClientStatus({ ...green, ...change })).toBe(status);
  });

  it('is the worst indicator colour, whichever indicators are given', () => {
    const figures = fc.record({
      savingsRate: fc.integer({ min: -100, max: 100 }),
      emergencyFund: fc.double({ min: 0, max: 120, noNaN: true }),
      investmentFee: fc.double({ min: 0, max: 10, noNaN: true }),
      insuranceGap: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(figures, (client) => {
        const colours = indicatorChecks(client).map((check) => check.health);
        const status = computedClientStatus(client);
        const expected = colours.includes('red')
          ? 'red'
          : colours.includes('yellow')
            ? 'yellow'
            : 'green';
        expect(status).toBe(expected);
        expect(colours[0]).toBe(indicatorHealth(client.savingsRate, 20));
      }),
    );
  });

  it('never gets worse when the savings rate or the emergency fund grows', () => {
    const rank = { green: 0, yellow: 1, red: 2 } as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 40 }),
        (rate, more) => {
          const before = computedClientStatus({ ...green, savingsRate: rate });
          const after = computedClientStatus({ ...green, savingsRate: rate + more });
          expect(rank[after]).toBeLessThanOrEqual(rank[before]);
        },
      ),
    );
  });
});

describe('effectiveClientStatus', () => {
  it('is the override when there is one, the computed status otherwise', () => {
    expect(effectiveClientStatus(green, 'red')).toBe('red');
    expect(effectiveClientStatus(green, undefined)).toBe('green');
  });
});

describe('statusReasons', () => {
  it('names, with the figures, the indicators that make the status', () => {
    const client = createClient({ ...green, savingsRate: 17, insuranceGap: 50 });
    expect(statusReasons(client).map((r) => r.text.replace(/\s/g, ' '))).toEqual([
      'Gap assicurativo 50% (soglia 20%)',
    ]);
    const yellow = createClient({ ...green, savingsRate: 17 });
    expect(statusReasons(yellow).map((r) => r.text.replace(/\s/g, ' '))).toEqual([
      'Tasso di risparmio 17% (obiettivo almeno 20%)',
    ]);
  });

  it('has none for a green client', () => {
    expect(statusReasons(green)).toEqual([]);
  });
});
