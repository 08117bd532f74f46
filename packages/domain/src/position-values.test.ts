import { describe, expect, it } from 'vitest';
import {
  accountBalances,
  allocationByAccountType,
  debtRatio,
  netWorthChange,
  netWorthHistory,
} from './ledger-balances';
import { portfolioFromPositions } from './portfolio';
import { type AccountPosition, positionValuesByAccount } from './position-values';
import { createLedgerAccount as account } from './testing/ledger-factories';

// The QA case: a "Dossier Titoli" opened at 0 €, a current account with 1.000 € and shares
// bought in Investi, worth 1.526 € at the last price entered.
const dossier = account({
  id: 'dossier',
  name: 'Dossier Titoli',
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
const shares: AccountPosition = {
  id: 'enel',
  accountId: 'dossier',
  isin: 'IT0003128367',
  name: 'Enel',
  positionClass: 'azioni',
  custody: 'italiana',
  operations: [{ kind: 'acquisto', date: '2025-01-15', quantity: 100, price: 10, feesCents: 0 }],
  prices: [
    { date: '2025-02-10', price: 12 },
    { date: '2025-03-05', price: 15.26 },
  ],
  lastPrice: { date: '2025-03-05', price: 15.26 },
};
const TODAY = '2025-03-20';

describe('positions in the net worth', () => {
  it('values an investment account by its positions, as Investi does', () => {
    const investi = portfolioFromPositions([shares]).totalCents;
    expect(investi).toBe(152600);
    const balances = accountBalances([dossier, checking], [], TODAY, [shares]);
    expect(balances.get('dossier')).toBe(investi);
    expect(netWorthChange([dossier, checking], [], TODAY, [shares]).current).toBe(252600);
  });

  it('counts the positions, not the balance as well, of an account that holds them', () => {
    const funded = { ...dossier, openingBalance: 200000 };
    expect(accountBalances([funded], [], TODAY, [shares]).get('dossier')).toBe(152600);
    // An investment account with no positions keeps its balance.
    expect(accountBalances([funded], [], TODAY, []).get('dossier')).toBe(200000);
  });

  it('values past month ends at the price known then, else at cost', () => {
    const history = netWorthHistory([dossier, checking], [], TODAY, 3, [shares]);
    expect(history).toEqual([
      { month: '2025-01', value: 100000 + 100000 }, // no price yet: the cost
      { month: '2025-02', value: 100000 + 120000 }, // the price of 10 February
      { month: '2025-03', value: 100000 + 152600 }, // today's, as the net worth
    ]);
    const change = netWorthChange([dossier, checking], [], TODAY, [shares]);
    expect(change.previous).toBe(220000);
    expect(change.change).toBe(32600);
  });

  it('holds only what was bought by a past date', () => {
    const later = { ...shares, operations: [...shares.operations] };
    later.operations.push({
      kind: 'acquisto',
      date: '2025-03-01',
      quantity: 10,
      price: 14,
      feesCents: 500,
    });
    expect(positionValuesByAccount([later], '2025-02-28').get('dossier')).toBe(120000);
    expect(positionValuesByAccount([later], TODAY).get('dossier')).toBe(110 * 1526);
  });

  it('shares the allocation and measures the debt ratio with the positions', () => {
    const card = account({
      id: 'carta',
      type: 'credit',
      openingBalance: -50520,
      openingDate: '2025-01-01',
    });
    const accounts = [dossier, checking, card];
    expect(allocationByAccountType(accounts, [], TODAY, [shares])).toEqual([
      { type: 'investment', amount: 152600, percent: (152600 / 252600) * 100 },
      { type: 'checking', amount: 100000, percent: (100000 / 252600) * 100 },
    ]);
    expect(debtRatio(accounts, [], TODAY, [shares])).toBe(20);
  });
});
