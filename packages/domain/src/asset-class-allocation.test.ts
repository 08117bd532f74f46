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
    expect(allocationByAssetClass([dossier, checking, savings], [], TODAY, positions)).toEqual([
      { name: 'Liquidità', amount: 200000, percent: (200000 / 300000) * 100 },
      { name: 'Azioni', amount: 50000, percent: third },
      { name: 'Obbligazioni', amount: 50000, percent: third },
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
