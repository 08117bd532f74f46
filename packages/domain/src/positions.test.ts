// Worked examples built from the rule of the regime amministrato (costo medio ponderato:
// TUIR art. 68, c. 6; Circ. AdE 165/E del 24/6/1998, par. 2.3.2: purchase fees increase the
// cost, the sale's fees reduce the proceeds, a sale leaves the average cost unchanged). No
// official worked example with these figures was found; the figures are computed by hand.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buy, sell } from './testing/ledger-factories';
import { ISIN_MESSAGES } from './isin';
import { POSITION_MESSAGES, positionSchema } from './position-schemas';
import { holdingValue, operationValueCents, replayPosition } from './positions';

describe('weighted average cost (regime amministrato)', () => {
  const operations = [
    buy('2025-01-10', 10, 100, 500),
    buy('2025-03-10', 10, 120, 500),
    sell('2025-06-10', 5, 130, 500),
  ];

  it('adds purchase fees to the cost: 10 at 100 € + 5 € and 10 at 120 € + 5 € cost 110,50 € each', () => {
    const replay = replayPosition(operations.slice(0, 2), 'azioni');
    expect(replay).toMatchObject({
      ok: true,
      holding: { quantity: 20, averageCost: 11_050, costBasisCents: 221_000 },
    });
  });

  it('a sale at a gain: 5 at 130 € less 5 € of fees realise 645 € − 552,50 € = 92,50 €', () => {
    const replay = replayPosition(operations, 'azioni');
    if (!replay.ok) throw new Error(replay.problem.message);
    expect(replay.sales).toEqual([
      {
        operationIndex: 2,
        date: '2025-06-10',
        quantity: 5,
        proceedsCents: 64_500,
        costCents: 55_250,
        gainCents: 9_250,
      },
    ]);
    expect(replay.holding).toEqual({ quantity: 15, averageCost: 11_050, costBasisCents: 165_750 });
  });

  it('a sale at a loss realises a negative amount', () => {
    const replay = replayPosition(
      [buy('2025-01-10', 4, 50), sell('2025-02-10', 4, 40, 200)],
      'fondi-etf',
    );
    expect(replay.ok && replay.sales[0]?.gainCents).toBe(-4_200);
    expect(replay.ok && replay.holding.quantity).toBe(0);
  });

  it('takes operations in date order, whatever order they were entered in', () => {
    const replay = replayPosition(
      [sell('2025-06-10', 5, 130, 500), ...operations.slice(0, 2)],
      'azioni',
    );
    expect(replay.ok && replay.sales[0]).toMatchObject({ operationIndex: 0, gainCents: 9_250 });
  });

  it('within a day takes the purchases before the sales, whatever the order entered', () => {
    // 10 at 0,20 € bought, then on 1/2 10 sold at 0,60 € and 20 bought at 0,40 €: the day's
    // purchase comes first, so the sale's cost is the average 0,333… €.
    const replay = replayPosition(
      [buy('2020-01-01', 10, 0.2), sell('2020-02-01', 10, 0.6), buy('2020-02-01', 20, 0.4)],
      'azioni',
    );
    expect(replay.ok && replay.sales[0]).toMatchObject({
      operationIndex: 1,
      costCents: 333,
      gainCents: 267,
    });
  });

  it('prices bonds per 100 € of nominal: 10.000 € of a BTP at 98,50 cost 9.850 €', () => {
    expect(operationValueCents(10_000, 98.5, 'titoli-di-stato')).toBe(985_000);
    const replay = replayPosition(
      [buy('2024-05-02', 10_000, 98.5), sell('2025-05-02', 10_000, 101.2)],
      'titoli-di-stato',
    );
    expect(replay.ok && replay.sales[0]?.gainCents).toBe(27_000);
  });

  it('values fund units with six-decimal prices exactly to the cent', () => {
    expect(operationValueCents(12.345678, 101.123456, 'fondi-etf')).toBe(124_844);
  });

  it('values what is held at the price the user entered', () => {
    const replay = replayPosition(operations, 'azioni');
    if (!replay.ok) throw new Error(replay.problem.message);
    expect(holdingValue(replay.holding, 140, 'azioni')).toEqual({
      valueCents: 210_000,
      unrealisedGainCents: 44_250,
    });
  });
});

describe('operations a position cannot take, explained in Italian', () => {
  it('selling more than held', () => {
    const replay = replayPosition(
      [buy('2025-01-10', 10, 100), sell('2025-02-01', 15, 100)],
      'azioni',
    );
    expect(replay).toEqual({
      ok: false,
      problem: {
        operationIndex: 1,
        message: 'La vendita del 01/02/2025 è di 15 quote, ma a quella data ne possiedi 10 quote.',
      },
    });
  });

  it('selling more nominal than held of a bond', () => {
    const replay = replayPosition(
      [buy('2025-01-10', 5_000, 100), sell('2025-02-01', 7_500.5, 100)],
      'titoli-di-stato',
    );
    expect(!replay.ok && replay.problem.message).toBe(
      'La vendita del 01/02/2025 è di 7.500,5 € di valore nominale, ma a quella data ne possiedi 5.000 € di valore nominale.',
    );
  });

  it('selling before the first purchase', () => {
    const replay = replayPosition(
      [buy('2025-03-10', 10, 100), sell('2025-02-01', 1, 100)],
      'azioni',
    );
    expect(replay).toEqual({
      ok: false,
      problem: {
        operationIndex: 1,
        message:
          'La vendita del 01/02/2025 non è possibile: a quella data non possiedi questo titolo.',
      },
    });
  });

  it('an operation dated after today', () => {
    const replay = replayPosition([buy('2025-12-01', 1, 10)], 'azioni', '2025-11-25');
    expect(!replay.ok && replay.problem.message).toBe(
      "L'operazione del 01/12/2025 è nel futuro: inserisci una data passata.",
    );
  });
});

describe('position schema', () => {
  const valid = {
    id: 'p1',
    isin: 'ie00b4l5y983',
    name: 'iShares Core MSCI World',
    positionClass: 'fondi-etf',
    custody: 'estera',
    operations: [buy('2025-01-10', 3, 95.123456, 195)],
    lastPrice: { price: 101.5, date: '2025-11-20' },
  };

  function messages(input: unknown): string[] {
    const result = v.safeParse(positionSchema, input);
    return result.success ? [] : result.issues.map((issue) => issue.message);
  }

  it('accepts a position and stores its ISIN upper-cased', () => {
    const result = v.safeParse(positionSchema, valid);
    expect(result.success && result.output.isin).toBe('IE00B4L5Y983');
  });

  it('accepts a deposit (liquidità) without an ISIN, and nothing else without one', () => {
    expect(messages({ ...valid, isin: undefined, positionClass: 'liquidita' })).toEqual([]);
    expect(messages({ ...valid, isin: undefined })).toEqual([POSITION_MESSAGES.isinRequired]);
  });

  it('refuses an ISIN with a wrong check digit', () => {
    expect(messages({ ...valid, isin: 'IE00B4L5Y984' })).toEqual([ISIN_MESSAGES.checkDigit]);
  });

  it.each([
    [{ quantity: 0 }, POSITION_MESSAGES.quantityPositive],
    [{ quantity: -1 }, POSITION_MESSAGES.quantityPositive],
    [{ quantity: 1.1234567 }, POSITION_MESSAGES.tooManyDecimals],
    [{ price: 0 }, POSITION_MESSAGES.pricePositive],
    [{ feesCents: -1 }, POSITION_MESSAGES.feesNegative],
    [{ feesCents: 1.5 }, POSITION_MESSAGES.feesCents],
    [{ date: '2025-02-30' }, POSITION_MESSAGES.date],
  ])('refuses an operation with %j', (change, message) => {
    const operation = { ...buy('2025-01-10', 3, 95), ...change };
    expect(messages({ ...valid, operations: [operation] })).toEqual([message]);
  });
});
