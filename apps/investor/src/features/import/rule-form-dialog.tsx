import type { RuleMatch } from '@traguardo/bank-import/category-rules';
import { fieldErrors, type FieldErrors } from '@traguardo/domain/ledger-field-errors';
import type { CategoryRuleDraft } from '@traguardo/ledger/rule-commands';
import { LedgerError } from '@traguardo/ledger/ledger-error';
import { ConfirmDialog } from '@traguardo/ui/dialog';
import { SelectField } from '@traguardo/ui/select-field';
import { TextField } from '@traguardo/ui/text-field';
import { useState } from 'react';
import { MATCH_LABELS, readRuleForm, type RuleFormValues } from './rule-form-values';

type Option = { value: string; label: string };

type RuleFormDialogProps = {
  title: string;
  initial: RuleFormValues;
  categories: readonly Option[];
  /** Writes the rule; a LedgerError it throws is shown in the form, nothing closes. */
  onSave: (draft: CategoryRuleDraft) => Promise<void>;
  onClose: () => void;
};

const matchOptions = Object.entries(MATCH_LABELS).map(([value, label]) => ({ value, label }));
const isMatch = (value: string): value is RuleMatch => value in MATCH_LABELS;

/** A category rule: what the description holds, an optional amount range, the category. */
export function RuleFormDialog({
  title,
  initial,
  categories,
  onSave,
  onClose,
}: RuleFormDialogProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof RuleFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function save() {
    const reading = readRuleForm(values);
    if (!reading.ok) {
      setErrors(reading.errors);
      return;
    }
    try {
      await onSave(reading.draft);
    } catch (error) {
      if (!(error instanceof LedgerError)) throw error;
      const found = fieldErrors(error.problems);
      setErrors({ ...found, min: found.minCents ?? '', max: found.maxCents ?? '' });
    }
  }
  const errorOf = (field: string) => (errors[field] === '' ? undefined : errors[field]);

  return (
    <ConfirmDialog
      open
      title={title}
      confirmLabel="Salva"
      onConfirm={() => void save()}
      onClose={onClose}
    >
      <div className="space-y-3">
        <SelectField
          id="regola-confronto"
          initialFocus
          label="La descrizione"
          value={values.match}
          options={matchOptions}
          onChange={(value) => {
            if (isMatch(value)) set('match')(value);
          }}
        />
        <TextField
          id="regola-testo"
          label="Testo da cercare"
          value={values.pattern}
          onChange={set('pattern')}
          error={errorOf('pattern')}
        />
        <TextField
          id="regola-minimo"
          label="Importo minimo"
          hint="Facoltativo; un’uscita ha il segno meno, per esempio -100"
          inputMode="decimal"
          value={values.min}
          onChange={set('min')}
          error={errorOf('min')}
        />
        <TextField
          id="regola-massimo"
          label="Importo massimo"
          hint="Facoltativo"
          inputMode="decimal"
          value={values.max}
          onChange={set('max')}
          error={errorOf('max')}
        />
        <SelectField
          id="regola-categoria"
          label="Categoria"
          value={values.categoryId}
          options={categories}
          onChange={set('categoryId')}
          error={errorOf('categoryId')}
        />
      </div>
    </ConfirmDialog>
  );
}
