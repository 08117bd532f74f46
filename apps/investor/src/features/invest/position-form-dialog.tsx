import { useState } from 'react';
import {
  type PositionFormDraft,
  type PositionFormValues,
  readPositionForm,
} from '@traguardo/domain/position-form';
import {
  CUSTODY_LABELS,
  custodySchema,
  POSITION_CLASS_LABELS,
  positionClassSchema,
} from '@traguardo/domain/position-schemas';
import { SelectField } from '@traguardo/ui/select-field';
import { TextField } from '@traguardo/ui/text-field';
import * as v from 'valibot';
import { FormDialog } from '../../components/form-dialog';

type PositionFormDialogProps = {
  accountName: string;
  /** Writes the position; a LedgerError it throws is shown in the form, nothing closes. */
  onSave: (draft: PositionFormDraft) => Promise<void>;
  onClose: () => void;
};

const classOptions = positionClassSchema.options.map((value) => ({
  value,
  label: POSITION_CLASS_LABELS[value],
}));
const custodyOptions = custodySchema.options.map((value) => ({
  value,
  label: CUSTODY_LABELS[value],
}));

/** "Nuova posizione": ISIN, name, class and where it is held (Italy: bollo; abroad: IVAFE). */
export function PositionFormDialog({ accountName, onSave, onClose }: PositionFormDialogProps) {
  const [values, setValues] = useState<PositionFormValues>({
    isin: '',
    name: '',
    positionClass: 'azioni',
    custody: 'italiana',
  });
  const set = (field: 'isin' | 'name') => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <FormDialog
      title="Nuova posizione"
      description={`Un titolo del conto ${accountName}: poi registra gli acquisti.`}
      read={() => readPositionForm(values)}
      onSave={onSave}
      onClose={onClose}
    >
      {(errors) => (
        <>
          <TextField
            id="posizione-isin"
            initialFocus
            label="Codice ISIN"
            hint="12 caratteri, per esempio IT0005083057; facoltativo per la liquidità"
            autoComplete="off"
            value={values.isin}
            onChange={set('isin')}
            error={errors.isin}
          />
          <TextField
            id="posizione-nome"
            label="Nome del titolo"
            value={values.name}
            onChange={set('name')}
            error={errors.name}
          />
          <SelectField
            id="posizione-classe"
            label="Classe"
            value={values.positionClass}
            options={classOptions}
            onChange={(value) => {
              if (v.is(positionClassSchema, value)) {
                setValues((current) => ({ ...current, positionClass: value }));
              }
            }}
            error={errors.positionClass}
          />
          <SelectField
            id="posizione-deposito"
            label="Deposito"
            value={values.custody}
            options={custodyOptions}
            onChange={(value) => {
              if (v.is(custodySchema, value)) {
                setValues((current) => ({ ...current, custody: value }));
              }
            }}
            error={errors.custody}
          />
        </>
      )}
    </FormDialog>
  );
}
