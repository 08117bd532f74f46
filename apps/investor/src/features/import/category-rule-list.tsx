import { changedFields } from '@traguardo/domain/edit-merge';
import {
  addCategoryRule,
  type CategoryRuleDraft,
  deleteCategoryRule,
  listCategoryRules,
  restoreCategoryRule,
  categoryRuleDraftOf,
  updateCategoryRule,
} from '@traguardo/ledger/rule-commands';
import type { CategoryRuleRecord } from '@traguardo/ledger/import-tables';
import { LedgerError } from '@traguardo/ledger/ledger-error';
import { Button } from '@traguardo/ui/button';
import { SectionCard } from '@traguardo/ui/card';
import { showError, showSuccess, showUndo } from '@traguardo/ui/toast';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useLedger, useLedgerQuery } from '../../ledger/use-ledger';
import { IMPORT_TEXTS } from './import-texts';
import { ruleFormOf, ruleSummary } from './rule-form-values';
import { RuleFormDialog } from './rule-form-dialog';

type Option = { value: string; label: string };

type Editing = { mode: 'new' } | { mode: 'edit'; rule: CategoryRuleRecord } | null;

/** How many rules show before "Mostra tutte". */
const FIRST_RULES = 12;

/** The category rules, in the order they are tried: each one can be changed or deleted. */
export function CategoryRuleList({ categories }: { categories: readonly Option[] }) {
  const db = useLedger();
  const rules = useLedgerQuery((ledger) => listCategoryRules(ledger), []);
  const [editing, setEditing] = useState<Editing>(null);
  const [all, setAll] = useState(false);
  const names = new Map(categories.map((c) => [c.value, c.label]));

  async function remove(rule: CategoryRuleRecord) {
    try {
      const deleted = await deleteCategoryRule(db, rule.id);
      showUndo('Regola eliminata', () => {
        restoreCategoryRule(db, deleted)
          .then(() => showSuccess('Regola ripristinata'))
          .catch(() => showError('Non è stato possibile ripristinare la regola.'));
      });
    } catch (error) {
      if (!(error instanceof LedgerError)) throw error;
      showError(error.message);
    }
  }

  async function save(draft: CategoryRuleDraft) {
    // Only what this form changed: another tab may have changed the rule's other fields.
    if (editing?.mode === 'edit') {
      const changes = changedFields(categoryRuleDraftOf(editing.rule), draft);
      await updateCategoryRule(db, editing.rule.id, changes);
    } else await addCategoryRule(db, draft);
    showSuccess('Regola salvata');
    setEditing(null);
  }

  const shown = all ? rules : rules?.slice(0, FIRST_RULES);
  return (
    <SectionCard
      title={IMPORT_TEXTS.rules}
      aside={
        <Button
          size="sm"
          variant="secondary"
          icon={Plus}
          onClick={() => setEditing({ mode: 'new' })}
        >
          Nuova regola
        </Button>
      }
    >
      <p className="text-sm text-slate-600">
        Ogni movimento importato prende la categoria della prima regola che lo riconosce.
      </p>
      <ul aria-label={IMPORT_TEXTS.rules} className="divide-y divide-slate-100">
        {shown?.map((rule) => {
          const text = `${ruleSummary(rule)} → ${names.get(rule.categoryId) ?? rule.categoryId}`;
          return (
            <li key={rule.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0 text-slate-800">{text}</span>
              <span className="flex shrink-0 gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Modifica la regola ${text}`}
                  onClick={() => setEditing({ mode: 'edit', rule })}
                >
                  Modifica
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={`Elimina la regola ${text}`}
                  onClick={() => void remove(rule)}
                >
                  Elimina
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
      {rules !== undefined && rules.length > FIRST_RULES ? (
        <Button variant="ghost" size="sm" onClick={() => setAll((value) => !value)}>
          {all ? 'Mostra meno regole' : `Mostra tutte le ${rules.length} regole`}
        </Button>
      ) : null}
      {editing === null ? null : (
        <RuleFormDialog
          title={editing.mode === 'new' ? 'Nuova regola' : 'Modifica regola'}
          initial={
            editing.mode === 'new'
              ? {
                  match: 'contains',
                  pattern: '',
                  min: '',
                  max: '',
                  categoryId: categories[0]?.value ?? '',
                }
              : ruleFormOf(editing.rule)
          }
          categories={categories}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </SectionCard>
  );
}
