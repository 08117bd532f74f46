import { totalAssets } from '@traguardo/domain/accounts';
import {
  EMERGENCY_FUND_TARGET_MONTHS,
  INVESTMENT_FEE_TARGET,
  SAVINGS_RATE_TARGET,
} from '@traguardo/domain/constants';
import { goalProgress } from '@traguardo/domain/goals';
import { indicatorHealth } from '@traguardo/domain/health';
import {
  spendingCategoryNameSchema,
  transactionCategorySchema,
} from '@traguardo/domain/reference-schemas';
import { isClientStatus } from '@traguardo/domain/status';
import { describe, expect, it } from 'vitest';
import { accounts, property } from './accounts';
import { clientDocuments } from './advisor';
import { clientGoals, clients } from './clients';
import { vaultDocuments } from './documents';
import { recommendedEtfs } from './etfs';
import { goals } from './goals';
import { portfolioAllocation, portfolioValue } from './portfolio';
import { recentReports, reportTypes } from './reports';
import { spendingCategories } from './spending';
import { demoTasks } from './tasks';
import { transactions } from './transactions';

/** The demo's tasks on a fixed day: their dates follow today. */
const tasks = demoTasks('2026-11-26');

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function expectUnique(values: readonly string[]): void {
  expect(new Set(values).size).toBe(values.length);
}

describe('ids', () => {
  it.each([
    ['accounts', accounts],
    ['goals', goals],
    ['transactions', transactions],
    ['vaultDocuments', vaultDocuments],
    ['tasks', tasks],
    ['clients', clients],
    ['clientDocuments', clientDocuments],
    ['reportTypes', reportTypes],
    ['recentReports', recentReports],
    ['every client goal', Object.values(clientGoals).flat()],
  ] as const)('are unique in %s', (_name, list) => {
    expectUnique(list.map((item) => item.id));
  });

  it('are unique by name or symbol where there is no id', () => {
    expectUnique(spendingCategories.map((c) => c.name));
    expectUnique(portfolioAllocation.map((a) => a.name));
    expectUnique(recommendedEtfs.map((e) => e.symbol));
  });
});

describe('references', () => {
  it('keys the client goals by existing client ids, one list per client', () => {
    const ids = clients.map((c) => c.id);
    expect(Object.keys(clientGoals).sort()).toEqual([...ids].sort());
  });

  it('names existing clients and report types in the recent reports', () => {
    const names = clients.map((c) => c.name);
    const types = reportTypes.map((t) => t.name);
    for (const report of recentReports) {
      expect(names).toContain(report.client);
      expect(types).toContain(report.type);
    }
  });

  it('has ISO dates everywhere', () => {
    const dates = [
      ...accounts.map((a) => a.lastUpdated),
      ...goals.map((g) => g.targetDate),
      ...transactions.map((t) => t.date),
      ...vaultDocuments.map((d) => d.uploadDate),
      ...tasks.map((t) => t.dueDate),
      ...clients.map((c) => c.lastContact),
      ...clientDocuments.map((d) => d.date),
      ...recentReports.map((r) => r.date),
    ];
    for (const date of dates) {
      expect(date).toMatch(ISO_DATE);
      expect(Number.isNaN(new Date(date).getTime())).toBe(false);
    }
  });
});

describe('clients', () => {
  it('are c1 to c12 and cover the three statuses', () => {
    expect(clients.map((c) => c.id)).toEqual(Array.from({ length: 12 }, (_, i) => `c${i + 1}`));
    expect(clients.every((c) => isClientStatus(c.status))).toBe(true);
    expect(new Set(clients.map((c) => c.status))).toEqual(new Set(['green', 'yellow', 'red']));
  });

  it('have indicators that agree with their status', () => {
    for (const client of clients) {
      const colours = [
        indicatorHealth(client.savingsRate, SAVINGS_RATE_TARGET),
        indicatorHealth(client.emergencyFund, EMERGENCY_FUND_TARGET_MONTHS),
        indicatorHealth(client.investmentFee, INVESTMENT_FEE_TARGET, 'lower-is-better'),
      ];
      if (client.status === 'green') {
        expect(colours, client.name).toEqual(['green', 'green', 'green']);
        expect(client.insuranceGap, client.name).toBeLessThan(15);
      }
      if (client.status === 'yellow') {
        expect(colours, client.name).not.toContain('red');
        expect(colours, client.name).toContain('yellow');
      }
      if (client.status === 'red') {
        expect(colours, client.name).toEqual(['red', 'red', 'red']);
        expect(client.insuranceGap, client.name).toBeGreaterThan(50);
      }
    }
  });

  it('have goals whose progress follows the domain rule', () => {
    for (const goal of Object.values(clientGoals).flat()) {
      expect(goal.progress).toBe(goalProgress(goal.current, goal.target));
    }
  });
});

describe('investor data', () => {
  it('has every account type, with debts negative and the rest not', () => {
    const types = new Set(accounts.map((a) => a.type));
    expect(types.size).toBe(6);
    for (const account of accounts) {
      const isDebt = account.type === 'credit' || account.type === 'mortgage';
      expect(account.balance < 0).toBe(isDebt);
    }
  });

  it('has a property whose mortgage is the mortgage account', () => {
    const mortgage = accounts.find((a) => a.type === 'mortgage');
    expect(mortgage?.balance).toBe(-property.mortgageBalance);
    expect(property.value).toBeGreaterThan(property.mortgageBalance);
  });

  it('has goals in every category with progress of the domain rule', () => {
    expect(new Set(goals.map((g) => g.category)).size).toBe(5);
    for (const goal of goals) expect(goal.progress).toBe(goalProgress(goal.current, goal.target));
  });

  it('has at least 15 transactions over every category, salary, rent and bills recurring', () => {
    expect(transactions.length).toBeGreaterThanOrEqual(15);
    expect(new Set(transactions.map((t) => t.category))).toEqual(
      new Set(transactionCategorySchema.options),
    );
    const recurring = transactions.filter((t) => t.recurring).map((t) => t.category);
    expect(recurring).toEqual(expect.arrayContaining(['Stipendio', 'Casa', 'Utilities']));
  });

  it('has one spending category per name the schema allows, in its order', () => {
    expect(spendingCategories.map((c) => c.name)).toEqual(spendingCategoryNameSchema.options);
  });

  it('has an allocation of 100% whose amounts are the investment account', () => {
    expect(portfolioAllocation.reduce((sum, a) => sum + a.value, 0)).toBe(100);
    const investments = totalAssets(accounts.filter((a) => a.type === 'investment'));
    expect(portfolioValue).toBe(investments);
    for (const item of portfolioAllocation) {
      expect(item.amount).toBeCloseTo((portfolioValue * item.value) / 100, 0);
    }
  });

  it('has ETF weights adding up to 100', () => {
    expect(recommendedEtfs.reduce((sum, e) => sum + e.allocation, 0)).toBe(100);
  });

  it('has documents of all five types, one to review, and tasks of all priorities', () => {
    expect(new Set(vaultDocuments.map((d) => d.type)).size).toBe(5);
    expect(vaultDocuments.some((d) => d.status === 'review_needed')).toBe(true);
    expect(new Set(tasks.map((t) => t.priority))).toEqual(new Set(['high', 'medium', 'low']));
  });
});
