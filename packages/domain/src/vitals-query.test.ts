import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAST_CONTACT_DAY_OPTIONS } from './constants';
import { parseVitalsQuery, serializeVitalsQuery, type VitalsView } from './vitals-query';

function parse(query: string): VitalsView {
  return parseVitalsQuery(new URLSearchParams(query));
}

describe('parseVitalsQuery', () => {
  it('reads the status and every criterion', () => {
    expect(
      parse(
        'stato=red&patrimonioDa=100000&patrimonioA=900000&fondo=sotto&costi=sopra&gap=20&contatto=90',
      ),
    ).toEqual({
      status: 'red',
      criteria: {
        netWorthMin: 100_000,
        netWorthMax: 900_000,
        emergencyFundBelowTarget: true,
        feesAboveTarget: true,
        insuranceGapAtLeast: 20,
        lastContactOlderThan: 90,
      },
    });
  });

  it('ignores unknown keys and malformed values without an error', () => {
    expect(
      parse('stato=viola&patrimonioDa=-5&patrimonioA=1e9&fondo=si&costi=1&gap=101&contatto=45&x=1'),
    ).toEqual({ status: 'all', criteria: {} });
    expect(parse('gap=abc&contatto=&patrimonioDa=12.5')).toEqual({ status: 'all', criteria: {} });
  });

  it('drops a net-worth range whose minimum is above its maximum', () => {
    expect(parse('patrimonioDa=500&patrimonioA=100').criteria).toEqual({});
  });
});

describe('serializeVitalsQuery', () => {
  it('writes the default view as an empty query', () => {
    expect(serializeVitalsQuery({ status: 'all', criteria: {} }).toString()).toBe('');
  });

  it('round-trips every view through the URL', () => {
    const view = fc.record({
      status: fc.constantFrom('all', 'green', 'yellow', 'red'),
      criteria: fc.record(
        {
          netWorthMin: fc.integer({ min: 0, max: 1_000_000 }),
          emergencyFundBelowTarget: fc.constant(true),
          feesAboveTarget: fc.constant(true),
          insuranceGapAtLeast: fc.integer({ min: 0, max: 100 }),
          lastContactOlderThan: fc.constantFrom(...LAST_CONTACT_DAY_OPTIONS),
        },
        { requiredKeys: [] },
      ),
    });
    fc.assert(
      fc.property(view, (v) => {
        expect(parse(serializeVitalsQuery(v).toString())).toEqual(v);
      }),
    );
  });

  it('never throws on any query string', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        expect(() => parse(query)).not.toThrow();
      }),
    );
  });
});
