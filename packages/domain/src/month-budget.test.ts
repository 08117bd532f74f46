import { describe, expect, it } from 'vitest';
import { AMOUNT_INPUT_MESSAGES } from './amount-input';
import {
  BUDGET_AMOUNT_MESSAGES,
  budgetableCategories,
  categoryBars,
  readBudgetAmount,
  recurringCosts,
} from './month-budget';

const line = (categoryId: string, budget: number, spent: number) => ({
  categoryId,
  budget,
  spent,
  percent: (spent / budget) * 100,
  over: spent > budget,
});

describe('categoryBars', () => {
  const lines = [line('casa', 100000, 80000), line('cibo', 20000, 30000)];
  const spent = [
    { categoryId: 'casa', spent: 80000 },
    { categoryId: 'cibo', spent: 30000 },
    { categoryId: 'svago', spent: 5000 },
    { categoryId: 'trasporti', spent: 12000 },
  ];

  it('keeps the budgets first, then the categories that spent without one, largest first', () => {
    const bars = categoryBars(lines, spent, 'no-bar');
    expect(bars.map((b) => b.categoryId)).toEqual(['casa', 'cibo', 'trasporti', 'svago']);
    expect(bars[1]).toMatchObject({ percent: 150, over: true });
    expect(bars[2]).toEqual({
      categoryId: 'trasporti',
      spent: 12000,
      budget: null,
      percent: null,
      over: false,
    });
  });

  it('gives an unbudgeted category of the demo the spec bar, spend / (spend × 1,2)', () => {
    const bars = categoryBars([], [{ categoryId: 'casa', spent: 151500 }], 'spend-headroom');
    expect(bars).toHaveLength(1);
    expect(bars[0]?.budget).toBe(181800);
    expect(Math.round(bars[0]?.percent ?? 0)).toBe(83);
    expect(bars[0]?.over).toBe(false);
  });
});

describe('recurringCosts', () => {
  it('counts and sums only recurring expenses, in cents', () => {
    expect(
      recurringCosts([
        { amount: 320000, recurring: true },
        { amount: -105000, recurring: true },
        { amount: -1399, recurring: true },
        { amount: -4800, recurring: false },
      ]),
    ).toEqual({ count: 2, total: 106399 });
    expect(recurringCosts([])).toEqual({ count: 0, total: 0 });
  });
});

describe('readBudgetAmount', () => {
  it('reads amounts typed the Italian way, an empty field as no budget', () => {
    expect(readBudgetAmount('1.234,56')).toEqual({ ok: true, cents: 123456 });
    expect(readBudgetAmount('€ 300')).toEqual({ ok: true, cents: 30000 });
    expect(readBudgetAmount('  ')).toEqual({ ok: true, cents: null });
  });

  it('refuses a negative, an English or a malformed amount with an Italian sentence', () => {
    expect(readBudgetAmount('-10')).toEqual({
      ok: false,
      message: BUDGET_AMOUNT_MESSAGES.negative,
    });
    expect(readBudgetAmount('1,234.56')).toEqual({
      ok: false,
      message: AMOUNT_INPUT_MESSAGES.englishFormat,
    });
    expect(readBudgetAmount('abc')).toEqual({
      ok: false,
      message: AMOUNT_INPUT_MESSAGES.notANumber,
    });
  });
});

describe('budgetableCategories', () => {
  it('leaves out the categories of income, keeping the order', () => {
    const ids = ['entrate', 'stipendio', 'casa', 'cibo', 'animali'].map((id) => ({ id }));
    expect(budgetableCategories(ids).map((c) => c.id)).toEqual(['casa', 'cibo', 'animali']);
  });
});
