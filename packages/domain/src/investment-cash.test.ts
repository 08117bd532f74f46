import { describe, expect, it } from 'vitest';
import { investmentCashByAccount, negativeCashWarning } from './investment-cash';
import { accountBalances } from './ledger-balances';
import { type AccountPosition, positionValuesByAccount } from './position-values';
import {
  createLedgerAccount as account,
  createLedgerTransaction as movement,
} from './testing/ledger-factories';

// A broker account opened on 01/01/2025 with 1.000 € of cash, 500 € paid in on 01/03/2025:
// 30 shares bought on 01/02/2025 at 100 € (10 € of fees), 5 sold on 01/04/2025 at 110 € (5 €
// of fees), and 10 bought in 2024, before the opening: paid then, they move no cash here.
const broker = account({
  id: 'broker',
  name: 'Conto titoli',
  type: 'investment',
  openingBalance: 100000,
  openingDate: '2025-01-01',
});
const deposit = movement({
  id: 'versamento',
  accountId: 'broker',
  date: '2025-03-01',
  amount: 50000,
});
const shares: AccountPosition = {
  id: 'azioni',
  accountId: 'broker',
  isin: 'IT0003128367',
  name: 'Enel',
  positionClass: 'azioni',
  custody: 'italiana',
  operations: [
    { kind: 'acquisto', date: '2024-06-03', quantity: 10, price: 90, feesCents: 0 },
    { kind: 'acquisto', date: '2025-02-01', quantity: 30, price: 100, feesCents: 1000 },
    { kind: 'vendita', date: '2025-04-01', quantity: 5, price: 110, feesCents: 500 },
  ],
};

describe('the cash of an investment account', () => {
  it('is its opening balance and movements, less the purchases and plus the sales from its opening date', () => {
    const cash = investmentCashByAccount([broker], [deposit], [shares]);
    // 1.000 + 500 − (3.000 + 10) + (550 − 5) = −965 €
    expect(cash.get('broker')).toBe(-96500);
    const value = accountBalances([broker], [deposit], undefined, [shares]).get('broker');
    expect(value).toBe(-96500 + (positionValuesByAccount([shares]).get('broker') ?? 0));
  });

  it('is the cash as it stood on a date: before the purchase, the opening balance', () => {
    expect(investmentCashByAccount([broker], [deposit], [shares], '2025-01-31').get('broker')).toBe(
      100000,
    );
  });

  it('is known only for an investment account that holds positions', () => {
    const checking = account({ id: 'cc', openingBalance: -5000 });
    expect(investmentCashByAccount([broker, checking], [], []).size).toBe(0);
    expect(investmentCashByAccount([broker, checking], [], [shares]).has('cc')).toBe(false);
  });

  it('warns of negative cash in words, with the amount and what to check', () => {
    expect(negativeCashWarning(-123400)).toBe(
      'Liquidità negativa: -1.234\u00a0€. Controlla il saldo iniziale o registra il versamento che ha pagato gli acquisti.',
    );
    expect(negativeCashWarning(0)).toBeNull();
    expect(negativeCashWarning(5000)).toBeNull();
    expect(negativeCashWarning(undefined)).toBeNull();
  });
});
