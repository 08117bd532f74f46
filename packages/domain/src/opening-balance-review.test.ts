import { describe, expect, it } from 'vitest';
import { accountBalances } from './ledger-balances';
import { openingBalanceReview, securitiesAtOpeningCents } from './opening-balance-review';
import { openingBalanceReviewText } from './opening-balance-review-text';
import { type AccountPosition } from './position-values';
import { createLedgerAccount as account } from './testing/ledger-factories';

// An account of the previous release: opened here on 01/01/2025 with 10.000 €, its whole
// value then (100 Enel shares bought in 2024, worth 80 € each that day, and 2.000 € of cash).
const dossier = account({
  id: 'dossier',
  name: 'Dossier Titoli',
  type: 'investment',
  openingBalance: 1000000,
  openingDate: '2025-01-01',
  openingBalanceToConfirm: true,
});
const enel: AccountPosition = {
  id: 'enel',
  accountId: 'dossier',
  isin: 'IT0003128367',
  name: 'Enel',
  positionClass: 'azioni',
  custody: 'italiana',
  operations: [{ kind: 'acquisto', date: '2024-06-03', quantity: 100, price: 70, feesCents: 0 }],
  prices: [
    { date: '2025-01-01', price: 80 },
    { date: '2025-06-30', price: 90 },
  ],
};

describe('an opening balance that may still hold the securities', () => {
  it('counts securities bought before the opening date twice, and the correction takes their value then out', () => {
    // 10.000 € of opening balance and the 100 shares at 90 €: 8.000 € counted twice.
    expect(accountBalances([dossier], [], undefined, [enel]).get('dossier')).toBe(1900000);
    const review = openingBalanceReview(dossier, [enel]);
    expect(review).toEqual({ securitiesCents: 800000, correctedCents: 200000 });
    const corrected = { ...dossier, openingBalance: review?.correctedCents ?? 0 };
    expect(accountBalances([corrected], [], undefined, [enel]).get('dossier')).toBe(1100000);
    expect(
      openingBalanceReviewText(dossier, { securitiesCents: 800000, correctedCents: 200000 }),
    ).toBe(
      'Ora il saldo iniziale di un conto investimenti è solo la liquidità: i titoli contano con le loro posizioni in Investi. Se i 10.000\u00a0€ del 01/01/2025 comprendono anche i titoli che il conto aveva allora (8.000\u00a0€), sono contati due volte: togliendoli, il saldo iniziale diventa 2.000\u00a0€.',
    );
  });

  it('does not ask about purchases from the opening date on: their cost leaves the cash, whatever it meant', () => {
    const boughtOnOpening: AccountPosition = {
      ...enel,
      operations: [
        { kind: 'acquisto', date: '2025-01-01', quantity: 100, price: 80, feesCents: 0 },
      ],
    };
    // 10.000 € less the 8.000 € the shares cost, plus the shares at 90 €: nothing twice.
    expect(accountBalances([dossier], [], undefined, [boughtOnOpening]).get('dossier')).toBe(
      1100000,
    );
    expect(securitiesAtOpeningCents(dossier, [boughtOnOpening])).toBe(0);
    expect(openingBalanceReview(dossier, [boughtOnOpening])).toBeNull();
  });

  it('values securities with no price entered by the opening date at their cost', () => {
    const laterPrice = { ...enel, prices: [{ date: '2025-06-30', price: 90 }] };
    expect(securitiesAtOpeningCents(dossier, [laterPrice])).toBe(700000);
  });

  it('asks only about an account stored with the old meaning, and only when its balance can hold them', () => {
    const confirmed = { ...dossier, openingBalanceToConfirm: undefined };
    expect(openingBalanceReview(confirmed, [enel])).toBeNull();
    // 0 € of opening balance cannot hold 8.000 € of shares: it is the cash (QA's case).
    expect(openingBalanceReview({ ...dossier, openingBalance: 0 }, [enel])).toBeNull();
    expect(openingBalanceReview({ ...dossier, type: 'savings' }, [enel])).toBeNull();
    expect(openingBalanceReview(dossier, [{ ...enel, accountId: 'altro' }])).toBeNull();
  });
});
