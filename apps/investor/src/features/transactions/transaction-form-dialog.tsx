import { useState } from 'react';
import { fieldErrors, type FieldErrors } from '@traguardo/domain/ledger-field-errors';
import { LedgerError } from '@traguardo/ledger/ledger-error';
import { type TransactionDraft } from '@traguardo/ledger/transaction-commands';
import { ConfirmDialog } from '@traguardo/ui/dialog';
import { SelectField } from '@traguardo/ui/select-field';
import { SwitchField } from '@traguardo/ui/switch-field';
import { TextField } from '@traguardo/ui/text-field';
import { readTransactionForm, type TransactionFormValues } from './transaction-form-values';

type Option = { value: string; label: string };

type TransactionFormDialogProps = {
  title: string;
  initial: TransactionFormValues;
  accounts: readonly Option[];
  categories: readonly Option[];
  /** Writes the movement; a LedgerError it throws is shown in the form, nothing closes. */
  onSave: (draft: TransactionDraft) => Promise<void>;
  onClose: () => void;
};

/** The movement form (Data, Descrizione, Importo, Categoria, Conto, Ricorrente) in a dialog. */
export function TransactionFormDialog({
  title,
  initial,
  accounts,
  categories,
  onSave,
  onClose,
}: TransactionFormDialogProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (field: Exclude<keyof TransactionFormValues, 'recurring'>) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function save() {
    if (saving) return;
    const reading = readTransactionForm(values);
    if (!reading.ok) {
      setErrors(reading.errors);
      return;
    }
    setSaving(true);
    try {
      await onSave(reading.draft);
    } catch (error) {
      if (!(error instanceof LedgerError)) throw error;
      setErrors({ ...fieldErrors(error.problems), '': error.message });
      setSaving(false);
    }
  }

  return (
    <ConfirmDialog
      open
      title={title}
      confirmLabel="Salva"
      onConfirm={() => void save()}
      onClose={onClose}
    >
      <div className="space-y-3">
        <TextField
          id="movimento-data"
          label="Data"
          type="date"
          value={values.date}
          onChange={set('date')}
          error={errors.date}
        />
        <TextField
          id="movimento-descrizione"
          label="Descrizione"
          value={values.description}
          onChange={set('description')}
          error={errors.description}
        />
        <TextField
          id="movimento-importo"
          label="Importo"
          hint="In euro; una spesa con il segno meno, per esempio -45,90"
          inputMode="decimal"
          value={values.amount}
          onChange={set('amount')}
          error={errors.amount}
        />
        <SelectField
          id="movimento-categoria"
          label="Categoria"
          value={values.categoryId}
          options={categories}
          onChange={set('categoryId')}
          error={errors.categoryId}
        />
        <SelectField
          id="movimento-conto"
          label="Conto"
          value={values.accountId}
          options={accounts}
          onChange={set('accountId')}
          error={errors.accountId}
        />
        <SwitchField
          label="Ricorrente"
          description="Si ripete ogni mese, come lo stipendio o l’affitto"
          checked={values.recurring}
          onChange={(recurring) => setValues((current) => ({ ...current, recurring }))}
        />
        {errors[''] === undefined ? null : (
          <p role="alert" className="text-sm text-red-700">
            {errors['']}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
