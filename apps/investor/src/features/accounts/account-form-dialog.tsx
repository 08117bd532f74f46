import { useState } from 'react';
import { type AccountType } from '@traguardo/domain/entities';
import { type AccountDraft } from '@traguardo/ledger/account-commands';
import { SelectField } from '@traguardo/ui/select-field';
import { TextField } from '@traguardo/ui/text-field';
import { FormDialog } from '../../components/form-dialog';
import { readAccountForm, type AccountFormValues } from './account-form-values';
import { ACCOUNT_TYPE_LABELS } from '@traguardo/domain/account-type-labels';
import { INVESTMENT_OPENING_BALANCE_HINT } from '@traguardo/domain/position-values';

type AccountFormDialogProps = {
  title: string;
  initial: AccountFormValues;
  /** Writes the account; a LedgerError it throws is shown in the form, nothing closes. */
  onSave: (draft: AccountDraft) => Promise<void>;
  onClose: () => void;
};

const typeOptions = Object.entries(ACCOUNT_TYPE_LABELS).map(([value, label]) => ({ value, label }));

function isAccountType(value: string): value is AccountType {
  return value in ACCOUNT_TYPE_LABELS;
}

/** The account form (Nome del conto, Banca, Tipo, Saldo iniziale, Data del saldo) in a dialog. */
export function AccountFormDialog({ title, initial, onSave, onClose }: AccountFormDialogProps) {
  const [values, setValues] = useState(initial);
  const set = (field: keyof AccountFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <FormDialog
      title={title}
      read={() => readAccountForm(values)}
      onSave={onSave}
      onClose={onClose}
    >
      {(errors) => (
        <>
          <TextField
            id="conto-nome"
            initialFocus
            label="Nome del conto"
            value={values.name}
            onChange={set('name')}
            error={errors.name}
          />
          <TextField
            id="conto-banca"
            label="Banca"
            hint="Facoltativo"
            value={values.bank}
            onChange={set('bank')}
            error={errors.bank}
          />
          <SelectField
            id="conto-tipo"
            label="Tipo"
            value={values.type}
            options={typeOptions}
            onChange={(value) => {
              if (isAccountType(value)) set('type')(value);
            }}
            error={errors.type}
          />
          <TextField
            id="conto-saldo"
            label="Saldo iniziale"
            hint={
              values.type === 'investment'
                ? INVESTMENT_OPENING_BALANCE_HINT
                : 'In euro, per esempio 1.234,56; un debito con il segno meno, per esempio -150.000'
            }
            inputMode="decimal"
            value={values.openingBalance}
            onChange={set('openingBalance')}
            error={errors.openingBalance}
          />
          <TextField
            id="conto-data"
            label="Data del saldo"
            type="date"
            value={values.openingDate}
            onChange={set('openingDate')}
            error={errors.openingDate}
          />
        </>
      )}
    </FormDialog>
  );
}
