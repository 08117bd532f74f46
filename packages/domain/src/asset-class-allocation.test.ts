import { describe, expect, it } from 'vitest';
import { allocationByAssetClass } from './asset-class-allocation';
import { type AccountPosition } from './position-values';
import { allocationClassOf } from './rebalancing';
import { createLedgerAccount as account } from './testing/ledger-factories';

const TODAY = '2025-03-20';
const dossier = account({
  id: 'dossier',
  type: 'investment',
  openingBalance: 0,
  openingDate: '2025-01-01',
});
const checking = account({
  id: 'cc',
  type: 'checking',
  openingBalance: 100000,
  openingDate: '2025-01-01',
});

function bought(
  id: string,
  positionClass: AccountPosition['positionClass'],
  euro: number,
): AccountPosition {
  const perHundred = positionClass === 'obbligazioni' || positionClass === 'titoli-di-stato';
  return {
    id,
    accountId: 'dossier',
    name: id,
    positionClass,
    custody: 'italiana',
    operations: [
      {
        kind: 'acquisto',
        date: '2025-01-15',
        quantity: perHundred ? euro : 1,
        price: perHundred ? 100 : euro,
        feesCents: 0,
      },
    ],
  };
}

describe('allocationByAssetClass', () => {
  it('counts a current account as Liquidità, never as shares (QA’s case)', () => {
    expect(allocationByAssetClass([checking], [], TODAY)).toEqual([
      { name: 'Liquidità', amount: 100000, percent: 100 },
    ]);
  });

  it('counts the positions by their class: shares, funds and ETFs as Azioni, bonds as Obbligazioni', () => {
    const positions = [
      bought('azione', 'azioni', 300),
      bought('etf', 'fondi-etf', 200),
      bought('btp', 'titoli-di-stato', 400),
      bought('bond', 'obbligazioni', 100),
      bought('deposito', 'liquidita', 500),
    ];
    const savings = account({ id: 'dep', type: 'savings', openingBalance: 50000 });
    const third = (50000 / 300000) * 100;
    // The dossier opened with the 1.500 € its purchases then took: no cash left beside them.
    const funded = { ...dossier, openingBalance: 150000 };
    expect(allocationByAssetClass([funded, checking, savings], [], TODAY, positions)).toEqual([
      { name: 'Liquidità', amount: 200000, percent: (200000 / 300000) * 100 },
      { name: 'Azioni', amount: 50000, percent: third },
      { name: 'Obbligazioni', amount: 50000, percent: third },
    ]);
  });

  it('counts an investment account’s cash beside its positions, a sale’s proceeds too, as Liquidità', () => {
    const sold: AccountPosition = {
      ...bought('azione', 'azioni', 300),
      operations: [
        { kind: 'acquisto', date: '2025-01-15', quantity: 2, price: 300, feesCents: 0 },
        { kind: 'vendita', date: '2025-02-10', quantity: 1, price: 350, feesCents: 0 },
      ],
    };
    // 1.000 € opening cash − 600 € bought + 350 € sold = 750 €; one share held, at cost 300 €.
    const funded = { ...dossier, openingBalance: 100000 };
    expect(allocationByAssetClass([funded, checking], [], TODAY, [sold])).toEqual([
      { name: 'Liquidità', amount: 175000, percent: (175000 / 205000) * 100 },
      { name: 'Azioni', amount: 30000, percent: (30000 / 205000) * 100 },
    ]);
  });

  it('names what is of no known class by its account type, and leaves debts out', () => {
    const pension = account({ id: 'fp', type: 'pension', openingBalance: 30000 });
    const card = account({ id: 'carta', type: 'credit', openingBalance: -20000 });
    const unpriced = { ...dossier, openingBalance: 70000 };
    expect(allocationByAssetClass([unpriced, pension, card, checking], [], TODAY)).toEqual([
      { name: 'Liquidità', amount: 100000, percent: 50 },
      { name: 'Investimenti', amount: 70000, percent: 35 },
      { name: 'Previdenza', amount: 30000, percent: 15 },
    ]);
  });
});

describe('allocationClassOf', () => {
  it('knows the three asset classes by name and takes nothing else for shares', () => {
    expect(['Azioni', 'Obbligazioni', 'Liquidità'].map(allocationClassOf)).toEqual([
      'stocks',
      'bonds',
      'cash',
    ]);
    expect(['Conto corrente', 'Investimenti', 'Fondi ed ETF'].map(allocationClassOf)).toEqual([
      null,
      null,
      null,
    ]);
  });
});
