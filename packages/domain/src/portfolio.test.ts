import { describe, expect, it } from 'vitest';
import { portfolioFromPositions } from './portfolio';
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
