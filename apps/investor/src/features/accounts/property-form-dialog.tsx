import { useMemo, useState } from 'react';
import { type PropertyDraft } from '@traguardo/ledger/property-commands';
import { SelectField } from '@traguardo/ui/select-field';
import { SwitchField } from '@traguardo/ui/switch-field';
import { TextField } from '@traguardo/ui/text-field';
import { FormDialog } from '../../components/form-dialog';
import { readPropertyForm, type PropertyFormValues } from './property-form-values';
import { type MortgageChoice } from '@traguardo/ledger/property-rows';

type PropertyFormDialogProps = {
  title: string;
  initial: PropertyFormValues;
  /** The mortgage accounts the property may be linked to. */
  mortgages: readonly MortgageChoice[];
  today: string;
  /** Writes the property; a LedgerError it throws is shown in the form, nothing closes. */
  onSave: (draft: PropertyDraft) => Promise<void>;
  onClose: () => void;
};

type TextFieldName = 'name' | 'value' | 'estimateDate' | 'mortgageAccountId';

/** The property form (Nome, Valore stimato, Data della stima, Prima casa, Mutuo) in a dialog. */
export function PropertyFormDialog({
  title,
  initial,
  mortgages,
  today,
  onSave,
  onClose,
}: PropertyFormDialogProps) {
  const [values, setValues] = useState(initial);
  const set = (field: TextFieldName) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const mortgageOptions = useMemo(
    () => [
      { value: '', label: 'Nessun mutuo' },
      ...mortgages.map((mortgage) => ({ value: mortgage.id, label: mortgage.name })),
    ],
    [mortgages],
  );

  return (
    <FormDialog
      title={title}
      read={() => readPropertyForm(values, today)}
      onSave={onSave}
      onClose={onClose}
    >
      {(errors) => (
        <>
          <TextField
            id="immobile-nome"
            initialFocus
            label="Nome dell’immobile"
            hint="Per esempio Casa di via Roma"
            value={values.name}
            onChange={set('name')}
            error={errors.name}
          />
          <TextField
            id="immobile-valore"
            label="Valore stimato"
            hint="In euro, per esempio 350.000"
            inputMode="decimal"
            value={values.value}
            onChange={set('value')}
            error={errors.value}
          />
          <TextField
            id="immobile-data"
            label="Data della stima"
            type="date"
            value={values.estimateDate}
            onChange={set('estimateDate')}
            error={errors.estimateDate}
          />
          <SwitchField
            label="Prima casa"
            description="L’abitazione principale della famiglia"
            checked={values.primaCasa}
            onChange={(primaCasa) => setValues((current) => ({ ...current, primaCasa }))}
          />
          <SelectField
            id="immobile-mutuo"
            label="Mutuo collegato"
            value={values.mortgageAccountId}
            options={mortgageOptions}
            onChange={set('mortgageAccountId')}
            error={errors.mortgageAccountId}
          />
        </>
      )}
    </FormDialog>
  );
}
