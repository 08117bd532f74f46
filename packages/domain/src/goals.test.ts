import { describe, expect, it } from 'vitest';
import { type GoalTemplate } from './entities';
import {
  accountsAGoalMayFollow,
  goalFromTemplate,
  goalProgress,
  goalProgressColor,
  isGoalPastDue,
  monthlyContribution,
  targetDateFrom,
} from './goals';

describe('goalProgressColor', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79.99, 'yellow'],
    [50, 'yellow'],
    [49.99, 'red'],
    [0, 'red'],
    [-10, 'red'],
    [150, 'green'],
    [Number.NaN, 'red'],
    [Number.POSITIVE_INFINITY, 'green'],
    [Number.NEGATIVE_INFINITY, 'red'],
  ])('%d → %s', (progress, color) => {
    expect(goalProgressColor(progress)).toBe(color);
  });
});

describe('goalProgress', () => {
  it('is current over target as a whole percent', () => {
    expect(goalProgress(18400, 80000)).toBe(23);
    expect(goalProgress(0, 80000)).toBe(0);
    expect(goalProgress(80000, 80000)).toBe(100);
  });

  it('stays within 0 and 100 and is safe for a zero or broken target', () => {
    expect(goalProgress(120000, 80000)).toBe(100);
    expect(goalProgress(-5, 100)).toBe(0);
    expect(goalProgress(10, 0)).toBe(0);
    expect(goalProgress(10, -100)).toBe(0);
    expect(goalProgress(Number.NaN, 100)).toBe(0);
    expect(goalProgress(10, Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('monthlyContribution', () => {
  it('is target / (years × 12), rounded', () => {
    expect(monthlyContribution(100000, 5)).toBe(1667);
    expect(monthlyContribution(50000, 10)).toBe(417);
    expect(monthlyContribution(500000, 30)).toBe(1389);
    expect(monthlyContribution(1000000, 20)).toBe(4167);
    expect(monthlyContribution(15000, 2)).toBe(625);
  });

  it('is 0 when there is no time or no number to divide', () => {
    expect(monthlyContribution(100000, 0)).toBe(0);
    expect(monthlyContribution(100000, -1)).toBe(0);
    expect(monthlyContribution(Number.NaN, 5)).toBe(0);
    expect(monthlyContribution(100000, Number.POSITIVE_INFINITY)).toBe(0);
    expect(monthlyContribution(0, 5)).toBe(0);
  });
});

describe('targetDateFrom (time zone Europe/Rome)', () => {
  const now = new Date(2024, 5, 15, 10, 0);

  it('adds years × 365 days', () => {
    expect(targetDateFrom(now, 1)).toBe('2025-06-15');
    // 29 February 2028 lies in between, so 5 × 365 days land a day early.
    expect(targetDateFrom(now, 5)).toBe('2029-06-14');
    expect(targetDateFrom(now, 0)).toBe('2024-06-15');
  });

  it('uses the local calendar just after midnight', () => {
    expect(targetDateFrom(new Date(2024, 0, 1, 0, 15), 0)).toBe('2024-01-01');
  });

  it('never throws on bad input', () => {
    expect(targetDateFrom(now, Number.NaN)).toBe('2024-06-15');
    expect(targetDateFrom(now, Number.POSITIVE_INFINITY)).toBe('2024-06-15');
    expect(targetDateFrom(now, 1e12)).toBe('');
    expect(targetDateFrom(new Date(Number.NaN), 5)).toBe('');
  });
});

describe('goalFromTemplate', () => {
  const template: GoalTemplate = {
    id: 'home',
    name: 'Acquisto casa',
    icon: 'home',
    category: 'home',
    target: 100000,
    years: 5,
  };

  it('builds an empty goal with the monthly saving and target date of the rule', () => {
    expect(goalFromTemplate(template, new Date(2024, 5, 15), 'goal-9')).toEqual({
      id: 'goal-9',
      name: 'Acquisto casa',
      target: 100000,
      current: 0,
      targetDate: '2029-06-14',
      category: 'home',
      progress: 0,
      monthlyContribution: 1667,
    });
  });
});

describe('isGoalPastDue', () => {
  it('is true once the date is behind today and the goal is not reached', () => {
    expect(isGoalPastDue({ targetDate: '2026-11-25', progress: 40 }, '2026-11-26')).toBe(true);
    expect(isGoalPastDue({ targetDate: '2026-11-26', progress: 40 }, '2026-11-26')).toBe(false);
    expect(isGoalPastDue({ targetDate: '2026-11-25', progress: 100 }, '2026-11-26')).toBe(false);
  });
});

describe('accountsAGoalMayFollow', () => {
  const accounts = [
    { id: 'risparmio', type: 'savings', archived: false },
    { id: 'mutuo', type: 'mortgage', archived: false },
    { id: 'carta', type: 'credit', archived: false },
    { id: 'vecchio', type: 'checking', archived: true },
    { id: 'investimenti', type: 'investment', archived: false },
  ] as const;

  it('offers the active accounts that are no debt', () => {
    expect(accountsAGoalMayFollow(accounts, undefined).map((a) => a.id)).toEqual([
      'risparmio',
      'investimenti',
    ]);
  });

  it('keeps offering the account the goal follows now, whatever it is', () => {
    expect(accountsAGoalMayFollow(accounts, 'vecchio').map((a) => a.id)).toEqual([
      'risparmio',
      'vecchio',
      'investimenti',
    ]);
  });
});
