import { describe, expect, it } from 'vitest';
import { portfolioFromPositions, realisedEventsOf } from './portfolio';
import { capitalGainsByYear } from './tax-capital-gains';
import { type Position } from './position-schemas';

const etf: Position = {
  id: 'etf',
  isin: 'IE00B4L5Y983',
  name: 'ETF azionario mondiale',
  positionClass: 'fondi-etf',
  custody: 'estera',
  operations: [
    { kind: 'acquisto', date: '2025-01-10', quantity: 10, price: 100, feesCents: 0 },
    { kind: 'vendita', date: '2025-05-10', quantity: 4, price: 110, feesCents: 0 },
  ],
  lastPrice: { price: 120, date: '2025-11-20' },
};
const btp: Position = {
  id: 'btp',
  isin: 'IT0005083057',
  name: 'BTP',
  positionClass: 'titoli-di-stato',
  custody: 'italiana',
  operations: [{ kind: 'acquisto', date: '2025-02-01', quantity: 5_000, price: 99, feesCents: 0 }],
};

describe('portfolio from positions', () => {
  it('values each holding at the entered price, or at cost without one, and sums by class', () => {
    const portfolio = portfolioFromPositions([etf, btp]);
    expect(portfolio.rows).toMatchObject([
      { id: 'etf', valueCents: 72_000, unrealisedGainCents: 12_000, realisedGainCents: 4_000 },
      { id: 'btp', valueCents: 495_000, unrealisedGainCents: null, realisedGainCents: 0 },
    ]);
    expect(portfolio.totalCents).toBe(567_000);
    expect(portfolio.allocationCents).toEqual({
      azioni: 0,
      obbligazioni: 0,
      'titoli-di-stato': 495_000,
      'fondi-etf': 72_000,
      liquidita: 0,
    });
    expect(portfolio.withoutPrice).toEqual(['btp']);
  });

  it('leaves out a position whose operations are impossible, with its Italian reason', () => {
    const broken: Position = {
      ...btp,
      operations: [{ kind: 'vendita', date: '2025-02-01', quantity: 1, price: 99, feesCents: 0 }],
    };
    const portfolio = portfolioFromPositions([broken]);
    expect(portfolio.totalCents).toBe(0);
    expect(portfolio.problems).toEqual([
      {
        id: 'btp',
        problem: {
          operationIndex: 0,
          message:
            'La vendita del 01/02/2025 non è possibile: a quella data non possiedi questo titolo.',
        },
      },
    ]);
  });
});

describe('from positions to the zainetto', () => {
  it('two purchases, a sale at a loss, a later sale at a gain: the gain is reduced by the loss', () => {
    const shares: Position = {
      id: 'enel',
      isin: 'IT0003128367',
      name: 'Enel',
      positionClass: 'azioni',
      custody: 'italiana',
      operations: [
        { kind: 'acquisto', date: '2024-02-01', quantity: 100, price: 6, feesCents: 500 },
        { kind: 'acquisto', date: '2024-03-01', quantity: 100, price: 7, feesCents: 500 },
        // Average cost 6,55 €: 100 sold at 5,50 € less 5 € of fees lose 110 €.
        { kind: 'vendita', date: '2024-06-03', quantity: 100, price: 5.5, feesCents: 500 },
        // 60 sold at 8 € less 5 € of fees gain 82 €, all offset by the loss: 28 € of it are left.
        { kind: 'vendita', date: '2025-04-01', quantity: 60, price: 8, feesCents: 500 },
      ],
    };
    const events = realisedEventsOf([shares]);
    expect(events).toEqual([
      { id: 'enel#2', date: '2024-06-03', gainCents: -11_000, positionClass: 'azioni' },
      { id: 'enel#3', date: '2025-04-01', gainCents: 8_200, positionClass: 'azioni' },
    ]);
    const [y2024, y2025] = capitalGainsByYear(events);
    expect(y2024?.zainetto).toEqual([
      { id: 'enel#2', year: 2024, expiryYear: 2028, amountCents: 11_000, remainingCents: 11_000 },
    ]);
    expect(y2025?.taxDueCents).toBe(0);
    expect(y2025?.zainetto).toEqual([
      { id: 'enel#2', year: 2024, expiryYear: 2028, amountCents: 11_000, remainingCents: 2_800 },
    ]);
  });
});
