import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ClientCriteria,
  daysBetween,
  emergencyFundBelowTarget,
  feesAboveTarget,
  filterByCriteria,
  matchesCriteria,
} from './client-criteria';
import { LAST_CONTACT_DAY_OPTIONS } from './constants';
import { clientArbitrary } from './testing/arbitraries';
import { createClient } from './testing/factories';

const TODAY = '2026-11-23';

const criteriaArbitrary: fc.Arbitrary<ClientCriteria> = fc.record(
  {
    netWorthMin: fc.integer({ min: 0, max: 5_000_000 }),
    netWorthMax: fc.integer({ min: 0, max: 5_000_000 }),
    emergencyFundBelowTarget: fc.boolean(),
    feesAboveTarget: fc.boolean(),
    insuranceGapAtLeast: fc.integer({ min: 0, max: 100 }),
    lastContactOlderThan: fc.constantFrom(...LAST_CONTACT_DAY_OPTIONS),
  },
  { requiredKeys: [] },
);
const clientsArbitrary = fc.array(clientArbitrary, { maxLength: 30 });

describe('matchesCriteria', () => {
  it('keeps a client inside the net-worth range, ends included', () => {
    const range = { netWorthMin: 100_000, netWorthMax: 500_000 };
    expect(matchesCriteria(createClient({ netWorth: 100_000 }), range, TODAY)).toBe(true);
    expect(matchesCriteria(createClient({ netWorth: 500_000 }), range, TODAY)).toBe(true);
    expect(matchesCriteria(createClient({ netWorth: 99_999 }), range, TODAY)).toBe(false);
    expect(matchesCriteria(createClient({ netWorth: 500_001 }), range, TODAY)).toBe(false);
  });

  it('keeps an emergency fund below 6 months, and fees above 0.5%', () => {
    const fund = { emergencyFundBelowTarget: true };
    expect(matchesCriteria(createClient({ emergencyFund: 5.9 }), fund, TODAY)).toBe(true);
    expect(matchesCriteria(createClient({ emergencyFund: 6 }), fund, TODAY)).toBe(false);
    const fees = { feesAboveTarget: true };
    expect(matchesCriteria(createClient({ investmentFee: 0.51 }), fees, TODAY)).toBe(true);
    expect(matchesCriteria(createClient({ investmentFee: 0.5 }), fees, TODAY)).toBe(false);
  });

  it('keeps an insurance gap of at least N%', () => {
    const gap = { insuranceGapAtLeast: 25 };
    expect(matchesCriteria(createClient({ insuranceGap: 25 }), gap, TODAY)).toBe(true);
    expect(matchesCriteria(createClient({ insuranceGap: 24 }), gap, TODAY)).toBe(false);
  });

  it('keeps a last contact more than N days ago', () => {
    const older = { lastContactOlderThan: 30 } as const;
    expect(matchesCriteria(createClient({ lastContact: '2026-10-23' }), older, TODAY)).toBe(true);
    expect(matchesCriteria(createClient({ lastContact: '2026-10-24' }), older, TODAY)).toBe(false);
  });

  it('keeps everyone when no criterion is set or a switch is off', () => {
    const client = createClient();
    expect(matchesCriteria(client, {}, TODAY)).toBe(true);
    expect(matchesCriteria(client, { feesAboveTarget: false }, TODAY)).toBe(true);
  });
});

describe('filterByCriteria (properties)', () => {
  it('never adds a client and keeps the order', () => {
    fc.assert(
      fc.property(clientsArbitrary, criteriaArbitrary, (clients, criteria) => {
        const shown = filterByCriteria(clients, criteria, TODAY);
        expect(shown.length).toBeLessThanOrEqual(clients.length);
        expect(shown).toEqual(clients.filter((client) => shown.includes(client)));
      }),
    );
  });

  it('gives the same clients in whatever order criteria are applied', () => {
    fc.assert(
      fc.property(clientsArbitrary, criteriaArbitrary, criteriaArbitrary, (clients, a, b) => {
        const ab = filterByCriteria(filterByCriteria(clients, a, TODAY), b, TODAY);
        const ba = filterByCriteria(filterByCriteria(clients, b, TODAY), a, TODAY);
        expect(ab).toEqual(ba);
      }),
    );
  });

  it('applying all criteria at once equals applying them one by one', () => {
    fc.assert(
      fc.property(clientsArbitrary, criteriaArbitrary, (clients, criteria) => {
        const oneByOne = Object.entries(criteria).reduce<readonly (typeof clients)[number][]>(
          (list, [key, value]) => filterByCriteria(list, { [key]: value }, TODAY),
          clients,
        );
        expect(filterByCriteria(clients, criteria, TODAY)).toEqual(oneByOne);
      }),
    );
  });
});

describe('dates', () => {
  it('counts whole days between calendar dates, across a DST change', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-01-01', '2026-11-23')).toBe(326);
  });
});

describe('the target predicates the filters and the report share', () => {
  it('a fund of 6 months is on target, 5,9 is below', () => {
    expect(emergencyFundBelowTarget(createClient({ emergencyFund: 6 }))).toBe(false);
    expect(emergencyFundBelowTarget(createClient({ emergencyFund: 5.9 }))).toBe(true);
  });

  it('fees of 0,5% are on target, 0,51% are above', () => {
    expect(feesAboveTarget(createClient({ investmentFee: 0.5 }))).toBe(false);
    expect(feesAboveTarget(createClient({ investmentFee: 0.51 }))).toBe(true);
  });
});
