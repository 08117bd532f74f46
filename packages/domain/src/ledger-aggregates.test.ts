import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountBalance,
  accountBalances,
  allocationByAccountType,
  debtRatio,
  emergencyFundMonths,
  leavesOutMortgage,
  ledgerNetWorth,
  netWorthChange,
  netWorthHistory,
} from './ledger-balances';
import {
  budgetLines,
  cashFlowByMonth,
  ledgerSavingsRate,
  monthTotals,
  savingsRatePercent,
  spentByCategory,
  totalsOf,
} from './ledger-cash-flow';
import { monthOf } from './ledger-month';
import { accountPositionsArbitrary, ledgerDataArbitrary } from './testing/ledger-arbitraries';
import {
  createLedgerAccount as account,
  createLedgerBudget as budget,
  createLedgerTransaction as tx,
} from './testing/ledger-factories';

const checking = account({
  id: 'cc',
  type: 'checking',
  openingBalance: 100000,
  openingDate: '2025-01-01',
});
const savings = account({
  id: 'dep',
  type: 'savings',
  openingBalance: 500000,
  openingDate: '2025-01-01',
});
const card = account({
  id: 'carta',
  type: 'credit',
  openingBalance: -20000,
  openingDate: '2025-01-01',
});
const movements = [
  tx({ id: '1', accountId: 'cc', date: '2024-12-31', amount: 999999 }), // before opening: history
  tx({
    id: '2',
    accountId: 'cc',
    date: '2025-01-27',
    amount: 250000,
    categoryId: 'stipendio',
    recurring: true,
  }),
  tx({
    id: '3',
    accountId: 'cc',
    date: '2025-01-05',
    amount: -80000,
    categoryId: 'casa',
    recurring: true,
  }),
  tx({ id: '4', accountId: 'cc', date: '2025-02-10', amount: -4590, categoryId: 'cibo' }),
  tx({ id: '5', accountId: 'carta', date: '2025-02-12', amount: -10000, categoryId: 'shopping' }),
  tx({ id: '6', accountId: 'cc', date: '2025-03-02', amount: -1000, categoryId: 'cibo' }),
];
const accounts = [checking, savings, card];

describe('balances', () => {
  it('start from the opening balance and leave out older movements', () => {
    expect(accountBalance(checking, movements)).toBe(100000 + 250000 - 80000 - 4590 - 1000);
    expect(accountBalance(checking, movements, '2025-01-31')).toBe(270000);
    expect(accountBalance(checking, movements, '2024-12-31')).toBe(0);
    expect(accountBalance(card, movements)).toBe(-30000);
  });

  it('make the net worth, debts negative, and its change on last month', () => {
    expect(ledgerNetWorth(accounts, movements)).toBe(264410 + 500000 - 30000);
    expect(netWorthChange(accounts, movements, '2025-03-15')).toEqual({
      current: 734410,
      previous: 735410,
      change: -1000,
      percent: (-1000 / 735410) * 100,
    });
    // No account was open at the end of last month: nothing to compare with.
    expect(netWorthChange([], [], '2025-03-15')).toEqual({
      current: 0,
      previous: null,
      change: null,
      percent: null,
    });
    expect(netWorthChange(accounts, movements, '2025-01-28')).toEqual({
      current: 100000 + 250000 - 80000 + 500000 - 20000,
      previous: null,
      change: null,
      percent: null,
    });
  });

  it('rebuild the net worth of the last months, today’s last', () => {
    // December 2024 has no point: no account was open yet.
    expect(netWorthHistory(accounts, movements, '2025-03-01', 4)).toEqual([
      { month: '2025-01', value: 750000 },
      { month: '2025-02', value: 735410 },
      { month: '2025-03', value: 735410 },
    ]);
    expect(netWorthHistory([], [], '2025-03-01')).toEqual([]);
    expect(netWorthHistory(accounts, movements, '2024-12-31')).toEqual([]);
  });

  it('share the assets out by type, debts left out', () => {
    expect(allocationByAccountType(accounts, movements)).toEqual([
      { type: 'savings', amount: 500000, percent: (500000 / 764410) * 100 },
      { type: 'checking', amount: 264410, percent: (264410 / 764410) * 100 },
    ]);
    expect(allocationByAccountType([card], movements)).toEqual([]);
  });

  it('give the debt ratio, 0 without debts and null without assets', () => {
    expect(debtRatio(accounts, movements)).toBe(Math.round((30000 / 764410) * 100));
    expect(debtRatio([checking], movements)).toBe(0);
    expect(debtRatio([card], movements)).toBeNull();
  });

  it('leave a mortgage out of the debt ratio unless its home is among the assets', () => {
    const mortgage = account({ id: 'mu', type: 'mortgage', openingBalance: -12_035_025 });
    const withMortgage = [...accounts, mortgage];
    expect(leavesOutMortgage(withMortgage)).toBe(true);
    expect(leavesOutMortgage(accounts)).toBe(false);
    expect(debtRatio(withMortgage, movements)).toBe(debtRatio(accounts, movements));
    expect(debtRatio(withMortgage, movements, undefined, [], 'counted')).toBe(
      Math.round(((30000 + 12_035_025) / 764410) * 100),
    );
  });

  it('measure the emergency fund in months of the last three months’ expenses', () => {
    const opened = (openingDate: string) => accounts.map((a) => ({ ...a, openingDate }));
    const spent = (date: string) => tx({ id: date, accountId: 'cc', date, amount: -30000 });
    const history = [spent('2024-11-10'), spent('2024-12-10'), spent('2025-01-10')];
    // Opened long before: the last three complete months, Nov–Jan, 90000 over 3.
    expect(emergencyFundMonths(opened('2024-01-01'), history, '2025-02-20')).toBeCloseTo(
      (100000 - 90000 + 500000) / (90000 / 3),
      10,
    );
    // Opened on 1 December: December and January are whole, November is not the ledger's.
    expect(emergencyFundMonths(opened('2024-12-01'), history, '2025-02-20')).toBeCloseTo(
      (100000 - 60000 + 500000) / (60000 / 2),
      10,
    );
    expect(emergencyFundMonths(accounts, [], '2025-03-20')).toBeNull();
  });

  it('measure from the month of the first movement: months opened but not yet written are not months without spending', () => {
    // QA's case: accounts opened in August, the first movements written in October.
    const opened = accounts.map((a) => ({ ...a, openingDate: '2026-08-01' }));
    const october = [tx({ id: 'o', accountId: 'cc', date: '2026-10-03', amount: -35800 })];
    const liquid = 100000 - 35800 + 500000;
    // October only: 35800 over one month, not over August, September and October.
    expect(emergencyFundMonths(opened, october, '2026-11-27')).toBeCloseTo(liquid / 35800, 10);
  });

  it('measure no emergency fund before a whole month of the ledger, whatever its history', () => {
    // Opened on the 27th with a movement of last month brought in: a month's spending would
    // be a few euro, and the fund thousands of months.
    const opened = accounts.map((a) => ({ ...a, openingDate: '2026-11-27' }));
    const history = [tx({ id: 'h', accountId: 'cc', date: '2026-10-15', amount: -500 })];
    expect(emergencyFundMonths(opened, history, '2026-11-27')).toBeNull();
    const midMonth = accounts.map((a) => ({ ...a, openingDate: '2026-10-02' }));
    expect(emergencyFundMonths(midMonth, history, '2026-11-27')).toBeNull();
  });
});

describe('cash flow', () => {
  it('totals a month, expenses positive', () => {
    expect(monthTotals(movements, '2025-02')).toEqual({ income: 0, expenses: 14590, net: -14590 });
    expect(monthTotals(movements, '2025-01')).toEqual({
      income: 250000,
      expenses: 80000,
      net: 170000,
    });
  });

  it('gives each month asked for, in order', () => {
    expect(cashFlowByMonth(movements, ['2025-03', '2025-04'])).toEqual([
      { month: '2025-03', income: 0, expenses: 1000, net: -1000 },
      { month: '2025-04', income: 0, expenses: 0, net: 0 },
    ]);
  });

  it('computes the savings rate over recurring movements, 0 with no income', () => {
    expect(ledgerSavingsRate(movements, '2025-01')).toBe(68);
    expect(ledgerSavingsRate(movements, '2025-02')).toBeNull();
  });

  it('sets what each category spent against its budget', () => {
    const refund = tx({ id: 'r', date: '2025-02-20', amount: 590, categoryId: 'cibo' });
    expect(spentByCategory([...movements, refund], '2025-02')).toEqual(
      new Map([
        ['cibo', 4000],
        ['shopping', 10000],
      ]),
    );
    expect(
      budgetLines(
        [
          budget({ categoryId: 'cibo', month: '2025-02', amount: 2000 }),
          budget({ categoryId: 'shopping', month: '2025-02', amount: 0 }),
          budget({ categoryId: 'casa', month: '2025-02', amount: 50000 }),
          budget({ categoryId: 'casa', month: '2025-01', amount: 50000 }),
        ],
        movements,
        '2025-02',
      ),
    ).toEqual([
      { categoryId: 'cibo', budget: 2000, spent: 4590, percent: 229.5, over: true },
      { categoryId: 'shopping', budget: 0, spent: 10000, percent: 100, over: true },
      { categoryId: 'casa', budget: 50000, spent: 0, percent: 0, over: false },
    ]);
  });
});

describe('ledger properties', () => {
  // The ledgers with positions among their accounts (those of an investment account count).
  const withPositions = ledgerDataArbitrary().chain((data) =>
    accountPositionsArbitrary(data.accounts.map((a) => a.id)).map((positions) => ({
      ...data,
      positions,
    })),
  );

  it('net worth equals the sum of the balances, positions included, on any day', () => {
    fc.assert(
      fc.property(withPositions, fc.constantFrom('2016-06-30', '2026-12-31'), (data, asOf) => {
        const sum = data.accounts.reduce(
          (total, a) => total + accountBalance(a, data.transactions, asOf, data.positions),
          0,
        );
        expect(ledgerNetWorth(data.accounts, data.transactions, asOf, data.positions)).toBe(sum);
        const balances = accountBalances(data.accounts, data.transactions, asOf, data.positions);
        expect([...balances.values()].reduce((a, b) => a + b, 0)).toBe(sum);
      }),
    );
  });

  it('the last point of the history is today’s net worth, positions included', () => {
    fc.assert(
      fc.property(withPositions, (data) => {
        const { accounts, transactions, positions } = data;
        const history = netWorthHistory(accounts, transactions, '2020-05-10', 12, positions);
        const firstOpen = data.accounts
          .map((a) => a.openingDate)
          .filter((date) => date <= '2020-05-10')
          .sort()[0];
        if (firstOpen === undefined) {
          expect(history).toEqual([]);
          return;
        }
        expect(history.length).toBeLessThanOrEqual(12);
        expect(history[0]?.month === '2019-06' || history[0]?.month === monthOf(firstOpen)).toBe(
          true,
        );
        expect(history.at(-1)?.value).toBe(
          ledgerNetWorth(accounts, transactions, '2020-05-10', positions),
        );
        const { previous } = netWorthChange(accounts, transactions, '2020-05-10', positions);
        if (previous !== null) expect(history.at(-2)?.value).toBe(previous);
      }),
    );
  });

  it('monthly aggregates sum to the total', () => {
    fc.assert(
      fc.property(ledgerDataArbitrary(), (data) => {
        const months = [...new Set(data.transactions.map((t) => monthOf(t.date)))];
        const flows = cashFlowByMonth(data.transactions, months);
        const total = totalsOf(data.transactions);
        expect(flows.reduce((s, f) => s + f.income, 0)).toBe(total.income);
        expect(flows.reduce((s, f) => s + f.expenses, 0)).toBe(total.expenses);
        expect(flows.reduce((s, f) => s + f.net, 0)).toBe(total.net);
        for (const flow of flows)
          expect(monthTotals(data.transactions, flow.month)).toEqual({
            income: flow.income,
            expenses: flow.expenses,
            net: flow.net,
          });
      }),
    );
  });

  it('the savings rate is a whole, finite percent for any income and expenses', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (income, expenses) => {
        expect(Number.isInteger(savingsRatePercent(income, expenses))).toBe(true);
      }),
    );
  });

  it('the allocation shares out all the assets: its percents sum to 100', () => {
    fc.assert(
      fc.property(withPositions, (data) => {
        const slices = allocationByAccountType(
          data.accounts,
          data.transactions,
          undefined,
          data.positions,
        );
        if (slices.length === 0) return;
        expect(slices.reduce((sum, slice) => sum + slice.percent, 0)).toBeCloseTo(100, 9);
        expect(slices.every((slice) => slice.amount > 0)).toBe(true);
      }),
    );
  });

  it('zero income gives a finite savings rate and emergency fund', () => {
    fc.assert(
      fc.property(ledgerDataArbitrary(), (data) => {
        const noIncome = data.transactions.map((t) => ({ ...t, amount: -Math.abs(t.amount) }));
        const month = monthOf(noIncome[0]?.date ?? '2020-01-01');
        expect(ledgerSavingsRate(noIncome, month)).toBeNull();
        const months = emergencyFundMonths(data.accounts, noIncome, '2020-05-10');
        expect(months === null || Number.isFinite(months)).toBe(true);
        const ratio = debtRatio(data.accounts, data.transactions);
        expect(ratio === null || Number.isFinite(ratio)).toBe(true);
      }),
    );
  });
});
