import { readAmountCents } from './amount-input';
import { budgetBar } from './budget';
import { BUDGET_HEADROOM } from './constants';
import { type BudgetLine } from './ledger-cash-flow';
import { type LedgerTransaction } from './ledger-schemas';

// Budget's rules over a month of the ledger, in cents: the bars of the categories, the
// recurring costs, and the amount typed for a budget.

/**
 * How a category that spent without a budget gets its bar: the demo keeps the spec's rule
 * (§9, spend / (spend × 1,2)); the user's own ledger shows it with no bar.
 */
export type UnbudgetedRule = 'spend-headroom' | 'no-bar';

export type CategoryBar = {
  categoryId: string;
  spent: number;
  /** The month's budget; null when none was set and the rule gives none. */
  budget: number | null;
  /** Spent as a percent of the budget; null with no budget. */
  percent: number | null;
  over: boolean;
};

/**
 * A bar for each budget of the month (in its order) and, after them, for each category that
 * spent without a budget, largest spend first.
 */
export function categoryBars(
  lines: readonly BudgetLine[],
  spent: readonly { categoryId: string; spent: number }[],
  rule: UnbudgetedRule,
): CategoryBar[] {
  const budgeted = new Set(lines.map((line) => line.categoryId));
  const bars: CategoryBar[] = lines.map((line) => ({
    categoryId: line.categoryId,
    spent: line.spent,
    budget: line.budget,
    percent: line.percent,
    over: line.over,
  }));
  const rest = spent
    .filter((s) => !budgeted.has(s.categoryId) && s.spent > 0)
    .sort((a, b) => b.spent - a.spent);
  for (const s of rest) {
    if (rule === 'spend-headroom') {
      bars.push({
        categoryId: s.categoryId,
        spent: s.spent,
        budget: Math.round(s.spent * BUDGET_HEADROOM),
        ...budgetBar(s.spent),
      });
    } else {
      bars.push({
        categoryId: s.categoryId,
        spent: s.spent,
        budget: null,
        percent: null,
        over: false,
      });
    }
  }
  return bars;
}

/** The categories of income, which have no spending budget. */
const INCOME_CATEGORY_IDS: readonly string[] = ['entrate', 'stipendio'];

/** The categories a monthly budget can be set for: all but those of income, in their order. */
export function budgetableCategories<T extends { id: string }>(categories: readonly T[]): T[] {
  return categories.filter((c) => !INCOME_CATEGORY_IDS.includes(c.id));
}

export type RecurringCosts = { count: number; total: number };

/** The recurring expenses among the movements: how many and their total (cents, positive). */
export function recurringCosts(
  transactions: readonly Pick<LedgerTransaction, 'amount' | 'recurring'>[],
): RecurringCosts {
  let count = 0;
  let total = 0;
  for (const t of transactions) {
    if (!t.recurring || t.amount >= 0) continue;
    count += 1;
    total -= t.amount;
  }
  return { count, total };
}

export const BUDGET_AMOUNT_MESSAGES = {
  negative: 'Il budget non può essere negativo: scrivi 0 o più, per esempio 250,00.',
} as const;

/** A budget as typed: cents, none (an empty field), or the Italian sentence the field shows. */
export type BudgetAmountReading =
  { ok: true; cents: number | null } | { ok: false; message: string };

/** Reads a monthly budget typed the Italian way; an empty field means no budget. */
export function readBudgetAmount(text: string): BudgetAmountReading {
  if (text.trim() === '') return { ok: true, cents: null };
  const reading = readAmountCents(text);
  if (!reading.ok) return reading;
  if (reading.cents < 0) return { ok: false, message: BUDGET_AMOUNT_MESSAGES.negative };
  return { ok: true, cents: reading.cents };
}
