import type { CategoryRule, RuleMatch } from '@traguardo/bank-import/category-rules';
import { isBuiltInCategoryId } from '@traguardo/domain/ledger-categories';
import type { LedgerProblem } from '@traguardo/domain/ledger-schemas';
import * as v from 'valibot';
import {
  type CategoryRuleRecord,
  categoryRuleRecordSchema,
  categoryRulesOf,
} from './import-tables';
import type { LedgerDatabase } from './ledger-database';
import { LEDGER_ERROR_MESSAGES, LedgerError } from './ledger-error';
import { newId } from '@traguardo/domain/record-ids';

// The category rules: tried in order on every import, the user's own before the starter set;
// each one can be edited or deleted.

export type CategoryRuleDraft = {
  match: RuleMatch;
  pattern: string;
  minCents: number | null;
  maxCents: number | null;
  categoryId: string;
};

export const RULE_MESSAGES = {
  pattern: 'Scrivi il testo da cercare nella descrizione.',
  patternTooLong: 'Il testo da cercare può avere al massimo 200 caratteri.',
  range: 'L’importo minimo non può superare il massimo.',
  notFound: 'Questa regola non esiste più.',
} as const;

async function checkedRule(
  db: LedgerDatabase,
  draft: CategoryRuleDraft,
  id: string,
  priority: number,
): Promise<CategoryRuleRecord> {
  const problems: LedgerProblem[] = [];
  const pattern = draft.pattern.trim();
  if (pattern === '') problems.push({ field: 'pattern', message: RULE_MESSAGES.pattern });
  if (pattern.length > 200)
    problems.push({ field: 'pattern', message: RULE_MESSAGES.patternTooLong });
  if (draft.minCents !== null && draft.maxCents !== null && draft.minCents > draft.maxCents)
    problems.push({ field: 'maxCents', message: RULE_MESSAGES.range });
  if (
    !isBuiltInCategoryId(draft.categoryId) &&
    (await db.categories.get(draft.categoryId)) === undefined
  )
    problems.push({ field: 'categoryId', message: LEDGER_ERROR_MESSAGES.unknownCategory });
  const parsed = v.safeParse(categoryRuleRecordSchema, { ...draft, pattern, id, priority });
  if (problems.length === 0 && !parsed.success)
    problems.push({ field: '', message: LEDGER_ERROR_MESSAGES.invalid });
  if (problems.length > 0 || !parsed.success) {
    throw new LedgerError(
      'invalid',
      problems[0]?.message ?? LEDGER_ERROR_MESSAGES.invalid,
      problems,
    );
  }
  return parsed.output;
}

/** Every rule, in the order they are tried. */
export async function listCategoryRules(db: LedgerDatabase): Promise<CategoryRuleRecord[]> {
  return categoryRulesOf(db).orderBy('priority').toArray();
}

/** The rules as the importer applies them. */
export function rulesToApply(records: readonly CategoryRuleRecord[]): CategoryRule[] {
  return records.map(({ id, match, pattern, minCents, maxCents, categoryId }) => ({
    id,
    match,
    pattern,
    minCents,
    maxCents,
    categoryId,
  }));
}

/** Adds a rule of the user's own, tried before every other rule. */
export async function addCategoryRule(
  db: LedgerDatabase,
  draft: CategoryRuleDraft,
): Promise<CategoryRuleRecord> {
  const rules = categoryRulesOf(db);
  return db.transaction('rw', [rules, db.categories], async () => {
    const first = await rules.orderBy('priority').first();
    const rule = await checkedRule(db, draft, newId(), Math.min(first?.priority ?? 0, 0) - 1);
    await rules.add(rule);
    return rule;
  });
}

/** A rule's fields as a draft: what its edit form opens with. */
export function categoryRuleDraftOf(rule: CategoryRuleRecord): CategoryRuleDraft {
  const { match, pattern, minCents, maxCents, categoryId } = rule;
  return { match, pattern, minCents, maxCents, categoryId };
}

/**
 * Changes a rule, keeping its place in the order: only the fields in `changes`, over the rule
 * as stored now (another tab may have changed the others meanwhile).
 */
export async function updateCategoryRule(
  db: LedgerDatabase,
  id: string,
  changes: Partial<CategoryRuleDraft>,
): Promise<CategoryRuleRecord> {
  const rules = categoryRulesOf(db);
  return db.transaction('rw', [rules, db.categories], async () => {
    const current = await rules.get(id);
    if (current === undefined) throw new LedgerError('notFound', RULE_MESSAGES.notFound);
    const draft = { ...categoryRuleDraftOf(current), ...changes };
    const rule = await checkedRule(db, draft, id, current.priority);
    await rules.put(rule);
    return rule;
  });
}

/** Deletes a rule and returns it, for `restoreCategoryRule` (the toast's undo). */
export async function deleteCategoryRule(
  db: LedgerDatabase,
  id: string,
): Promise<CategoryRuleRecord> {
  const rules = categoryRulesOf(db);
  return db.transaction('rw', rules, async () => {
    const rule = await rules.get(id);
    if (rule === undefined) throw new LedgerError('notFound', RULE_MESSAGES.notFound);
    await rules.delete(id);
    return rule;
  });
}

/** Puts a deleted rule back where it was. */
export async function restoreCategoryRule(
  db: LedgerDatabase,
  rule: CategoryRuleRecord,
): Promise<void> {
  await categoryRulesOf(db).put(v.parse(categoryRuleRecordSchema, rule));
}
