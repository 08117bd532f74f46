import { LEDGER_MAX_USER_CATEGORIES } from '@traguardo/domain/ledger-limits';
import { type LedgerBudget, type LedgerCategory } from '@traguardo/domain/ledger-schemas';
import { isBuiltInCategoryId } from '@traguardo/domain/ledger-categories';
import { type LedgerDatabase } from './ledger-database';
import { LEDGER_ERROR_MESSAGES, LedgerError } from './ledger-error';
import { newId } from '@traguardo/domain/record-ids';
import { validRecord } from './validate';

// The user's own categories and the monthly budgets. Built-in categories are fixed.

export type CategoryDraft = Pick<LedgerCategory, 'name' | 'color'>;

function sameName(a: string, b: string): boolean {
  return a.trim().localeCompare(b.trim(), 'it', { sensitivity: 'accent' }) === 0;
}

/** Adds a category of the user's own, with its colour; a name may be used once. */
export async function addCategory(
  db: LedgerDatabase,
  draft: CategoryDraft,
): Promise<LedgerCategory> {
  const category = validRecord('categories', { ...draft, id: newId(), builtIn: false });
  await db.transaction('rw', db.categories, async () => {
    const all = await db.categories.toArray();
    if (all.some((c) => sameName(c.name, category.name))) {
      throw new LedgerError('duplicate', LEDGER_ERROR_MESSAGES.duplicateCategory, [
        { field: 'name', message: LEDGER_ERROR_MESSAGES.duplicateCategory },
      ]);
    }
    if (all.filter((c) => !c.builtIn).length >= LEDGER_MAX_USER_CATEGORIES) {
      throw new LedgerError('limit', LEDGER_ERROR_MESSAGES.tooManyCategories);
    }
    await db.categories.add(category);
  });
  return category;
}

async function assertCategory(db: LedgerDatabase, categoryId: string): Promise<void> {
  if (isBuiltInCategoryId(categoryId) || (await db.categories.get(categoryId)) !== undefined)
    return;
  throw new LedgerError('unknownReference', LEDGER_ERROR_MESSAGES.unknownCategory, [
    { field: 'categoryId', message: LEDGER_ERROR_MESSAGES.unknownCategory },
  ]);
}

/**
 * Sets a category's budget for a month (cents), replacing the one it had. Returns the
 * budget it replaced, if any, so the change can be undone with `restoreBudget`.
 */
export async function setBudget(
  db: LedgerDatabase,
  budget: LedgerBudget,
): Promise<LedgerBudget | undefined> {
  const valid = validRecord('budgets', budget);
  return db.transaction('rw', [db.budgets, db.categories], async () => {
    await assertCategory(db, valid.categoryId);
    const previous = await db.budgets.get([valid.month, valid.categoryId]);
    await db.budgets.put(valid);
    return previous;
  });
}

/** Removes a category's budget of a month and returns it. */
export async function deleteBudget(
  db: LedgerDatabase,
  month: string,
  categoryId: string,
): Promise<LedgerBudget> {
  return db.transaction('rw', db.budgets, async () => {
    const budget = await db.budgets.get([month, categoryId]);
    if (budget === undefined) {
      throw new LedgerError('notFound', LEDGER_ERROR_MESSAGES.budgetNotFound);
    }
    await db.budgets.delete([month, categoryId]);
    return budget;
  });
}

/** Puts back a budget deleted or replaced. */
export async function restoreBudget(db: LedgerDatabase, budget: LedgerBudget): Promise<void> {
  await db.budgets.put(validRecord('budgets', budget));
}
