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
import { type Operation } from './position-schemas';
import { createLedgerAccount as account } from './testing/ledger-factories';

// The QA case: a "Dossier Titoli" opened at 0 €, a current account with 1.000 € and shares
// recorded in Investi, worth 1.526 € at the last price entered. They were bought before the
// dossier's opening date, so the dossier held them when it was opened here: the opening
// balance is its cash then, what they cost already paid.
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
  operations: [{ kind: 'acquisto', date: '2024-12-16', quantity: 100, price: 10, feesCents: 0 }],
  prices: [
    { date: '2025-02-10', price: 12 },
    { date: '2025-03-05', price: 15.26 },
  ],
  lastPrice: { date: '2025-03-05', price: 15.26 },
};
const TODAY = '2025-03-20';

const buy: Operation = {
  kind: 'acquisto',
  date: '2025-01-15',
  quantity: 1,
  price: 1,
  feesCents: 0,
};

describe('positions in the net worth', () => {
  it('values an investment account by its positions, as Investi does', () => {
    const investi = portfolioFromPositions([shares]).totalCents;
    expect(investi).toBe(152600);
    const balances = accountBalances([dossier, checking], [], TODAY, [shares]);
    expect(balances.get('dossier')).toBe(investi);
    expect(netWorthChange([dossier, checking], [], TODAY, [shares]).current).toBe(252600);
  });

  it('adds the cash beside the positions: the opening balance less what later purchases cost', () => {
    const funded = { ...dossier, openingBalance: 200000 };
    const bought = {
      ...shares,
      operations: [{ ...buy, date: '2025-01-15', quantity: 100, price: 10 }],
    };
    // 2.000 € of cash, 1.000 € of it paid for the shares, now worth 1.526 €.
    expect(accountBalances([funded], [], TODAY, [bought]).get('dossier')).toBe(100000 + 152600);
    // Bought before the opening date, the shares took none of the cash counted from it.
    expect(accountBalances([funded], [], TODAY, [shares]).get('dossier')).toBe(200000 + 152600);
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

// QA's case of the own profile: 20 Apple bought for 4.020 € (an average cost of 201 €), then 10
// of them sold for 1.490 €; 100 of an ETF bought at 83,40 €, then 60 sold for 5.995 €.
describe('a sale’s proceeds stay in the account', () => {
  const conto = account({
    id: 'titoli',
    name: 'Conto titoli',
    type: 'investment',
    openingBalance: 2_000_000,
    openingDate: '2025-01-01',
  });
  const position = (
    id: string,
    positionClass: AccountPosition['positionClass'],
    operations: Operation[],
  ): AccountPosition => ({
    id,
    accountId: 'titoli',
    isin: 'US0378331005',
    name: id,
    positionClass,
    custody: 'estera',
    operations,
  });
  const appleBuy: Operation = {
    kind: 'acquisto',
    date: '2025-02-03',
    quantity: 20,
    price: 200.5,
    feesCents: 1000,
  };
  const appleSale: Operation = {
    kind: 'vendita',
    date: '2025-03-10',
    quantity: 10,
    price: 149,
    feesCents: 0,
  };
  const worth = (positions: AccountPosition[], asOf = TODAY) =>
    netWorthChange([conto, checking], [], asOf, positions).current;

  it('a buy then a sell change the net worth only by the gain or loss and the fees', () => {
    const before = worth([]);
    expect(before).toBe(2_000_000 + 100_000);
    // The purchase: 4.010 € + 10 € of fees leave the cash, the shares are worth their cost.
    const apple = position('Apple', 'azioni', [appleBuy]);
    expect(worth([apple])).toBe(before);
    // At a price of 200,50 € the shares are worth 4.010 €: the net worth is down by the fees.
    expect(worth([{ ...apple, lastPrice: { date: '2025-02-03', price: 200.5 } }])).toBe(
      before - 1000,
    );
    // The sale: 1.490 € come in, 2.010 € of cost go out; the net worth is down by the loss.
    const sold = [position('Apple', 'azioni', [appleBuy, appleSale])];
    expect(worth(sold)).toBe(before - 52_000);
    expect(accountBalances([conto], [], TODAY, sold).get('titoli')).toBe(
      2_000_000 - 402_000 + 149_000 + 201_000,
    );
  });

  it('keeps the 5.995 € of an ETF sale: the net worth is up by the gain, 991 €', () => {
    const etfBuy: Operation = {
      kind: 'acquisto',
      date: '2025-02-03',
      quantity: 100,
      price: 83.4,
      feesCents: 0,
    };
    const etfSale: Operation = {
      kind: 'vendita',
      date: '2025-03-10',
      quantity: 60,
      price: 99.95,
      feesCents: 200,
    };
    const before = worth([position('ETF', 'fondi-etf', [etfBuy])]);
    expect(worth([position('ETF', 'fondi-etf', [etfBuy, etfSale])])).toBe(
      before + 599_500 - 500_400,
    );
  });

  it('counts each operation from its date in the history, and its cash as Conti shows it', () => {
    const sold = [position('Apple', 'azioni', [appleBuy, appleSale])];
    const cash = 100_000 + 2_000_000;
    expect(netWorthHistory([conto, checking], [], TODAY, 3, sold)).toEqual([
      { month: '2025-01', value: cash },
      { month: '2025-02', value: cash }, // bought at cost, fees in it
      { month: '2025-03', value: cash - 52_000 }, // sold at a loss of 520 €
    ]);
    expect(worth(sold, '2025-02-28')).toBe(cash);
  });
});
