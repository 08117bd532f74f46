import { ruleFromCategoryChange } from '@traguardo/bank-import/category-rules';
import { applyAlwaysLabel } from '@traguardo/bank-import/import-texts';
import type { LedgerTransaction } from '@traguardo/domain/ledger-schemas';
import type { LedgerDatabase } from '@traguardo/ledger/ledger-database';
import { LedgerError } from '@traguardo/ledger/ledger-error';
import { addCategoryRule } from '@traguardo/ledger/rule-commands';
import { showError, showSuccess, showUndo } from '@traguardo/ui/toast';

export const CATEGORY_RULE_MESSAGES = {
  changed: 'Categoria cambiata',
  created: (payee: string) => `Regola creata: i movimenti con «${payee}» avranno questa categoria`,
} as const;

/**
 * After a movement's category is changed by hand, offers "Applica sempre a «PAYEE»?": the
 * rule it creates categorises the next imports. Nothing is offered without a payee word.
 */
export function offerCategoryRule(
  db: LedgerDatabase,
  transaction: LedgerTransaction,
  categoryId: string,
): void {
  const rule = ruleFromCategoryChange(
    '',
    { description: transaction.description, amountCents: transaction.amount },
    categoryId,
  );
  if (rule === undefined) return;
  const { match, pattern, minCents, maxCents } = rule;
  showUndo(
    CATEGORY_RULE_MESSAGES.changed,
    () => {
      addCategoryRule(db, { match, pattern, minCents, maxCents, categoryId })
        .then(() => showSuccess(CATEGORY_RULE_MESSAGES.created(pattern)))
        .catch((error: unknown) => {
          if (!(error instanceof LedgerError)) throw error;
          showError(error.message);
        });
    },
    applyAlwaysLabel(pattern),
  );
}
