import { useState } from 'react';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { type TransactionDraft } from '@traguardo/ledger/transaction-commands';
import { SelectField } from '@traguardo/ui/select-field';
import { SwitchField } from '@traguardo/ui/switch-field';
import { TextField } from '@traguardo/ui/text-field';
import { FormDialog } from '../../components/form-dialog';
import {
  FUTURE_DATE_NOTE,
  isFutureDate,
  readTransactionForm,
  type TransactionFormValues,
} from './transaction-form-values';

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
  const set = (field: Exclude<keyof TransactionFormValues, 'recurring'>) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <FormDialog
      title={title}
      read={() => readTransactionForm(values)}
      onSave={onSave}
      onClose={onClose}
    >
      {(errors) => (
        <>
          <TextField
            id="movimento-data"
            initialFocus
            label="Data"
            type="date"
            value={values.date}
            onChange={set('date')}
            error={errors.date}
            {...(isFutureDate(values.date, todayLocalDate()) ? { hint: FUTURE_DATE_NOTE } : {})}
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
        </>
      )}
    </FormDialog>
  );
}
