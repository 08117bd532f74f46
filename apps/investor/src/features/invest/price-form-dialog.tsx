import { useState } from 'react';
import { italianDateText, readPriceForm } from '@traguardo/domain/position-form';
import { isQuotedPerHundred } from '@traguardo/domain/positions';
import { type EnteredPrice, type PositionClass } from '@traguardo/domain/position-schemas';
import { TextField } from '@traguardo/ui/text-field';
import { FormDialog } from '../../components/form-dialog';

type PriceFormDialogProps = {
  positionName: string;
  positionClass: PositionClass;
  today: string;
  onSave: (price: EnteredPrice) => Promise<void>;
  onClose: () => void;
};

/** "Aggiorna prezzo": the price the user reads at the bank, with its date (there is no feed). */
export function PriceFormDialog({
  positionName,
  positionClass,
  today,
  onSave,
  onClose,
}: PriceFormDialogProps) {
  const [values, setValues] = useState({ price: '', date: italianDateText(today) });
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <FormDialog
      title={`Aggiorna prezzo · ${positionName}`}
      read={() => readPriceForm(values)}
      onSave={onSave}
      onClose={onClose}
    >
      {(errors) => (
        <>
          <TextField
            id="prezzo-valore"
            initialFocus
            label="Prezzo"
            hint={
              isQuotedPerHundred(positionClass)
                ? 'Per 100 € di nominale, per esempio 101,20'
                : 'In euro per quota, per esempio 101,20'
            }
            inputMode="decimal"
            value={values.price}
            onChange={set('price')}
            error={errors.price}
          />
          <TextField
            id="prezzo-data"
            label="Data del prezzo"
            hint="gg/mm/aaaa"
            inputMode="numeric"
            value={values.date}
            onChange={set('date')}
            error={errors.date}
          />
        </>
      )}
    </FormDialog>
  );
}
