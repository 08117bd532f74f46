import { householdNetWorth, totalAssets, totalDebts } from '@traguardo/domain/accounts';
import { formatDecimal, formatEuro, formatEuroCents } from '@traguardo/domain/format';
import {
  accountBalances,
  debtRatio,
  emergencyFundMonths,
  ledgerNetWorth,
  netWorthHistory,
} from '@traguardo/domain/ledger-balances';
import {
  budgetLines,
  cashFlowByMonth,
  ledgerSavingsRate,
  monthTotals,
  spentByCategory,
} from '@traguardo/domain/ledger-cash-flow';
import { centsToEuro, euroToCents } from '@traguardo/domain/ledger-money';
import { monthOf, monthsEndingWith } from '@traguardo/domain/ledger-month';
import {
  checkLedger,
  ledgerAccountSchema,
  ledgerBudgetSchema,
  ledgerGoalSchema,
  ledgerTransactionSchema,
} from '@traguardo/domain/ledger-schemas';
import { cashFlowTotals, savingsRate } from '@traguardo/domain/savings';
import { accounts, property } from '@traguardo/sample-data/accounts';
import { goals } from '@traguardo/sample-data/goals';
import { homeKpis, netWorthChangePercent } from '@traguardo/sample-data/investor-home';
import { cashFlowSeries, netWorthSeries } from '@traguardo/sample-data/series';
import { spendingCategories } from '@traguardo/sample-data/spending';
import { transactions } from '@traguardo/sample-data/transactions';
import { describe, expect, it } from 'vitest';
import { demoLedger } from './demo-ledger';

const TODAYS = ['2026-11-25', '2026-01-01', '2024-02-29', '2025-12-31', '2026-06-30', '2027-03-15'];
const TODAY = '2026-11-25';

/** Text with the formatters' no-break spaces as plain ones. */
function plain(text: string): string {
  return text.replace(/\s/g, ' ');
}

describe('demoLedger', () => {
  it.each(TODAYS)('is valid by the ledger schemas on %s', (today) => {
    const ledger = demoLedger(today);
    const checks = [
      ...ledger.accounts.map((a) => checkLedger(ledgerAccountSchema, a)),
      ...ledger.transactions.map((t) => checkLedger(ledgerTransactionSchema, t)),
      ...ledger.budgets.map((b) => checkLedger(ledgerBudgetSchema, b)),
      ...ledger.goals.map((g) => checkLedger(ledgerGoalSchema, g)),
    ];
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    expect(ledger.accounts).toHaveLength(accounts.length);
    expect(ledger.goals).toHaveLength(goals.length);
    const ids = ledger.transactions.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    const accountIds = new Set(ledger.accounts.map((a) => a.id));
    expect(ledger.transactions.every((t) => accountIds.has(t.accountId))).toBe(true);
  });

  it.each(TODAYS)('lives in the present on %s', (today) => {
    const ledger = demoLedger(today);
    const dates = ledger.transactions.map((t) => t.date).sort();
    expect(dates.at(-1)).toBe(today);
    expect(dates.every((d) => d <= today)).toBe(true);
    expect(ledger.accounts.every((a) => a.openingDate <= (dates[0] ?? ''))).toBe(true);
    for (const goal of ledger.goals) expect(goal.targetDate > today).toBe(true);
  });

  it.each(TODAYS)('pays the salary and the bills in each of the last 12 months on %s', (today) => {
    const ledger = demoLedger(today);
    const months = monthsEndingWith(monthOf(today), 12);
    for (const month of months) {
      const recurring = ledger.transactions.filter((t) => t.recurring && monthOf(t.date) === month);
      expect(
        recurring.filter((t) => t.categoryId === 'stipendio'),
        month,
      ).toHaveLength(1);
      expect(
        recurring.some((t) => t.categoryId === 'utilities'),
        month,
      ).toBe(true);
      expect(
        recurring.some((t) => t.categoryId === 'casa'),
        month,
      ).toBe(true);
    }
  });

  it('opens every account a year ago with the sign of its kind: debts below 0, the rest not', () => {
    for (const account of demoLedger(TODAY).accounts) {
      const debt = account.type === 'credit' || account.type === 'mortgage';
      expect(account.openingBalance < 0, account.name).toBe(debt);
    }
  });

  it('names the current month in its salary', () => {
    const salary = demoLedger(TODAY).transactions.find(
      (t) => t.categoryId === 'stipendio' && monthOf(t.date) === '2026-11',
    );
    expect(salary?.description).toBe('Stipendio novembre');
  });
});

describe.each(TODAYS)('the demo screens’ figures, from demoLedger(%s)', (today) => {
  const ledger = demoLedger(today);
  const month = monthOf(today);
  const balances = accountBalances(ledger.accounts, ledger.transactions, today);

  it('has every account’s balance of Conti, and their totals', () => {
    for (const account of accounts) {
      expect(balances.get(account.id), account.name).toBe(euroToCents(account.balance));
    }
    const debts = ledger.accounts.filter((a) => a.type === 'credit' || a.type === 'mortgage');
    const debtSum = -debts.reduce((sum, a) => sum + (balances.get(a.id) ?? 0), 0);
    expect(formatEuro(centsToEuro(debtSum))).toBe(formatEuro(totalDebts(accounts)));
    expect(plain(formatEuro(totalAssets(accounts)))).toBe('176.930 €');
  });

  it('has Home’s net worth: the balances plus the home, whose mortgage is an account', () => {
    const net = ledgerNetWorth(ledger.accounts, ledger.transactions, today);
    expect(plain(formatEuro(centsToEuro(net)))).toBe('30.680 €');
    expect(centsToEuro(net) + property.value).toBe(householdNetWorth(accounts, property));
    expect(plain(formatEuro(centsToEuro(net) + property.value))).toBe('350.680 €');
  });

  it('has the month of Home and Budget: income, expenses, savings', () => {
    const totals = monthTotals(ledger.transactions, month);
    const screen = cashFlowTotals(transactions);
    expect(centsToEuro(totals.income)).toBe(screen.income);
    expect(centsToEuro(totals.expenses)).toBe(screen.expenses);
    expect(centsToEuro(totals.net)).toBe(screen.net);
    expect(plain(formatEuroCents(centsToEuro(totals.income)))).toBe('3.620,00 €');
    expect(plain(formatEuroCents(centsToEuro(totals.expenses)))).toBe('2.785,32 €');
    expect(plain(formatEuroCents(centsToEuro(totals.net)))).toBe('834,68 €');
  });

  it('has the savings rate of §9, which is also the share of the month’s income saved', () => {
    const rate = ledgerSavingsRate(ledger.transactions, month);
    expect(rate).toBe(savingsRate(transactions));
    expect(rate).toBe(23);
    const totals = monthTotals(ledger.transactions, month);
    expect(Math.round((totals.net / totals.income) * 100)).toBe(rate);
  });

  it('has Home’s emergency fund: liquid balances over the last 3 months’ expenses', () => {
    const months = emergencyFundMonths(ledger.accounts, ledger.transactions, today) ?? 0;
    expect(formatDecimal(months)).toBe(formatDecimal(homeKpis.emergencyFundMonths));
    expect(formatDecimal(months)).toBe('14,4');
  });

  it('has Home’s debt ratio: debts over the assets with the home', () => {
    const home = { id: 'home', type: 'investment', openingBalance: 0, openingDate: today } as const;
    const withHome = [...ledger.accounts, { ...home, openingBalance: euroToCents(property.value) }];
    expect(debtRatio(withHome, ledger.transactions, today, [], 'counted')).toBe(homeKpis.debtRatio);
    expect(homeKpis.debtRatio).toBe(29);
  });

  it('has Budget’s spending per category and its bars at spend × 1,2', () => {
    const spent = spentByCategory(ledger.transactions, month);
    // The spec's spending categories have no Salute: Budget shows it as Altro.
    const byName = new Map(spendingCategories.map((c) => [c.name, euroToCents(c.value)]));
    expect(spent.get('casa')).toBe(byName.get('Casa'));
    expect(spent.get('trasporti')).toBe(byName.get('Trasporti'));
    expect(spent.get('cibo')).toBe(byName.get('Cibo'));
    expect(spent.get('utilities')).toBe(byName.get('Utilities'));
    expect(spent.get('intrattenimento')).toBe(byName.get('Intrattenimento'));
    expect(spent.get('shopping')).toBe(byName.get('Shopping'));
    expect(spent.get('salute')).toBe(byName.get('Altro'));
    const categoriesTotal = spendingCategories.reduce((sum, c) => sum + euroToCents(c.value), 0);
    expect(categoriesTotal).toBe(monthTotals(ledger.transactions, month).expenses);

    const lines = budgetLines(ledger.budgets, ledger.transactions, month);
    expect(lines).toHaveLength(spent.size);
    for (const line of lines) {
      expect(line.budget).toBe(Math.round(line.spent * 1.2));
      expect(Math.round(line.percent)).toBe(83);
      expect(line.over).toBe(false);
    }
  });

  it('has the cash-flow bars of Home, month by month, and a 12-month net worth', () => {
    const months = monthsEndingWith(month, 12);
    const flows = cashFlowByMonth(ledger.transactions, months);
    expect(
      flows.map((f) => ({
        income: Math.round(centsToEuro(f.income)),
        expenses: Math.round(centsToEuro(f.expenses)),
      })),
    ).toEqual(cashFlowSeries.map(({ income, expenses }) => ({ income, expenses })));
    const history = netWorthHistory(ledger.accounts, ledger.transactions, today);
    expect(history.at(-1)?.value).toBe(ledgerNetWorth(ledger.accounts, ledger.transactions, today));
    // Home's chart is the household's: the balances plus the home.
    const household = history.map((point) => Math.round(centsToEuro(point.value) + property.value));
    expect(household).toEqual(netWorthSeries.map((point) => point.value));
    const first = household[0] ?? 0;
    const change = ((household.at(-1) ?? 0) - first) / first;
    expect(Math.round(change * 1000) / 10).toBe(netWorthChangePercent);
  });

  it('has the goals’ amounts of Obiettivi, two of them an account’s balance', () => {
    expect(
      ledger.goals.map(({ id, target, current, progress, monthlyContribution }) => ({
        id,
        target,
        current,
        progress,
        monthlyContribution,
      })),
    ).toEqual(
      goals.map(({ id, target, current, progress, monthlyContribution }) => ({
        id,
        target,
        current,
        progress,
        monthlyContribution,
      })),
    );
    for (const goal of ledger.goals) {
      if (goal.accountId === undefined) continue;
      expect(euroToCents(goal.current), goal.name).toBe(balances.get(goal.accountId));
    }
    expect(ledger.goals.filter((g) => g.accountId !== undefined)).toHaveLength(2);
  });
});
