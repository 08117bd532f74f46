import { describe, expect, it } from 'vitest';
import { buy, sell } from './testing/ledger-factories';
import { type AccountPosition } from './position-values';
import { type Operation } from './position-schemas';
import { yearToDateReturn } from './year-to-date-return';

const TODAY = '2026-11-27';

function position(
  name: string,
  operations: Operation[],
  prices: AccountPosition['prices'] = [],
  positionClass: AccountPosition['positionClass'] = 'fondi-etf',
): AccountPosition {
  return {
    id: name,
    accountId: 'dossier',
    name,
    positionClass,
    custody: 'italiana',
    operations,
    prices,
  };
}

const percentOf = (result: ReturnType<typeof yearToDateReturn>) =>
  result.kind === 'measured' ? Number(result.percent.toFixed(4)) : result.kind;

describe('yearToDateReturn', () => {
  it('measures a position held all year from its price on 31 December to its last price', () => {
    const etf = position(
      'ETF Mondo',
      [buy('2023-05-02', 10, 80)],
      [
        { date: '2025-12-31', price: 100 },
        { date: '2026-11-20', price: 110 },
      ],
    );
    expect(yearToDateReturn([etf], TODAY)).toEqual({
      kind: 'measured',
      percent: expect.closeTo(10, 9),
      from: '2025-12-31',
    });
  });

  it('does not count money put in as return: a purchase in June that gained 10% shows 10%', () => {
    const bought = position(
      'ETF Europa',
      [buy('2026-06-15', 20, 50)],
      [{ date: '2026-11-20', price: 55 }],
    );
    expect(percentOf(yearToDateReturn([bought], TODAY))).toBe(10);
    // Held all year at +10% and doubled in June, after which it gained 10% again: 21%, not the
    // 15,5% of the gain over the euro put in.
    const added = position(
      'ETF Mondo',
      [buy('2023-05-02', 10, 80), buy('2026-06-15', 11, 110)],
      [
        { date: '2025-12-31', price: 100 },
        { date: '2026-11-20', price: 121 },
      ],
    );
    expect(percentOf(yearToDateReturn([added], TODAY))).toBe(21);
  });

  it('takes a sale at its price and keeps measuring what is left', () => {
    const etf = position(
      'ETF Mondo',
      [buy('2023-05-02', 10, 80), sell('2026-04-01', 5, 120)],
      [
        { date: '2025-12-31', price: 100 },
        { date: '2026-11-20', price: 132 },
      ],
    );
    // 100 → 120 up to the sale (+20%), 120 → 132 after it (+10%): 1,2 × 1,1 = +32%.
    expect(percentOf(yearToDateReturn([etf], TODAY))).toBe(32);
  });

  it('counts the fees of purchases and sales as a loss', () => {
    const bought = position(
      'ETF Europa',
      [buy('2026-06-15', 10, 100, 1000)],
      [{ date: '2026-11-20', price: 110 }],
    );
    // 1.000 € of shares for 1.010 €, worth 1.100 €: +8,9%.
    expect(percentOf(yearToDateReturn([bought], TODAY))).toBe(8.9109);
  });

  it('values a bond per 100 € of nominal', () => {
    const btp = position(
      'BTP 2030',
      [buy('2024-03-01', 10_000, 98)],
      [
        { date: '2025-12-31', price: 100 },
        { date: '2026-11-20', price: 102 },
      ],
      'titoli-di-stato',
    );
    expect(percentOf(yearToDateReturn([btp], TODAY))).toBe(2);
  });

  it('asks for the price on 31 December of every position then held, by name', () => {
    const stale = position(
      'ETF Mondo',
      [buy('2020-01-02', 10, 50)],
      [{ date: '2026-11-20', price: 120 }],
    );
    const priced = position(
      'ETF Europa',
      [buy('2023-01-02', 10, 50)],
      [{ date: '2025-12-30', price: 60 }],
    );
    expect(yearToDateReturn([stale, priced], TODAY)).toEqual({
      kind: 'missing-start-price',
      from: '2025-12-31',
      names: ['ETF Mondo'],
    });
  });

  it('has nothing to measure without positions, or with only positions sold before the year', () => {
    expect(yearToDateReturn([], TODAY)).toEqual({ kind: 'nothing-invested' });
    const sold = position('ETF Mondo', [buy('2024-01-02', 10, 50), sell('2025-06-02', 10, 60)]);
    expect(yearToDateReturn([sold], TODAY)).toEqual({ kind: 'nothing-invested' });
  });

  it('leaves out a position whose operations cannot be replayed, as the portfolio does', () => {
    const broken = position('Rotto', [sell('2026-02-01', 5, 10)]);
    const etf = position(
      'ETF Mondo',
      [buy('2023-05-02', 10, 80)],
      [
        { date: '2025-12-31', price: 100 },
        { date: '2026-11-20', price: 105 },
      ],
    );
    expect(percentOf(yearToDateReturn([broken, etf], TODAY))).toBe(5);
  });
});
