import { useState } from 'react';
import { formatCents } from '@traguardo/domain/ledger-money';
import {
  formatQuantity,
  italianDateText,
  readOperationForm,
} from '@traguardo/domain/position-form';
import { isQuotedPerHundred } from '@traguardo/domain/positions';
import {
  type Operation,
  type OperationKind,
  OPERATION_KIND_LABELS,
  type PositionClass,
} from '@traguardo/domain/position-schemas';
import { TextField } from '@traguardo/ui/text-field';
import { FormDialog } from '../../components/form-dialog';

type OperationFormDialogProps = {
  kind: OperationKind;
  positionName: string;
  positionClass: PositionClass;
  today: string;
  /** "Modifica": the operation as recorded, its fields prefilled. */
  initial?: Operation;
  /** Writes the operation; a refusal (a sale above what is held) shows beside its field. */
  onSave: (operation: Operation) => Promise<void>;
  onClose: () => void;
};

/** "Acquisto" or "Vendita": date (gg/mm/aaaa), quantity, price and fees. */
export function OperationFormDialog({
  kind,
  positionName,
  positionClass,
  today,
  initial,
  onSave,
  onClose,
}: OperationFormDialogProps) {
  const [values, setValues] = useState(
    initial === undefined
      ? { date: italianDateText(today), quantity: '', price: '', fees: '' }
      : {
          date: italianDateText(initial.date),
          quantity: formatQuantity(initial.quantity),
          price: formatQuantity(initial.price),
          fees: initial.feesCents === 0 ? '' : formatCents(initial.feesCents),
        },
  );
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const bond = isQuotedPerHundred(positionClass);

  return (
    <FormDialog
      title={
        initial === undefined
          ? `${OPERATION_KIND_LABELS[kind]} · ${positionName}`
          : `Modifica ${OPERATION_KIND_LABELS[kind].toLowerCase()} · ${positionName}`
      }
      read={() => readOperationForm(kind, values)}
      onSave={onSave}
      onClose={onClose}
    >
      {(errors) => (
        <>
          <TextField
            id="operazione-data"
            initialFocus
            label="Data"
            hint="gg/mm/aaaa"
            inputMode="numeric"
            value={values.date}
            onChange={set('date')}
            error={errors.date}
          />
          <TextField
            id="operazione-quantita"
            label={bond ? 'Valore nominale' : 'Quantità'}
            hint={
              bond
                ? 'In euro, per esempio 10.000'
                : 'Numero di quote o azioni, per esempio 10 o 2,5'
            }
            inputMode="decimal"
            value={values.quantity}
            onChange={set('quantity')}
            error={errors.quantity}
          />
          <TextField
            id="operazione-prezzo"
            label="Prezzo"
            hint={
              bond
                ? 'Per 100 € di nominale, per esempio 98,75'
                : 'In euro per quota, per esempio 98,75'
            }
            inputMode="decimal"
            value={values.price}
            onChange={set('price')}
            error={errors.price}
          />
          <TextField
            id="operazione-commissioni"
            label="Commissioni"
            hint="In euro; facoltativo"
            inputMode="decimal"
            value={values.fees}
            onChange={set('fees')}
            error={errors.feesCents}
          />
        </>
      )}
    </FormDialog>
  );
}
