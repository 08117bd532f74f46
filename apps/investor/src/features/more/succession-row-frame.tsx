import { type ReactNode } from 'react';
import { Button } from '@traguardo/ui/button';
import { TextField } from '@traguardo/ui/text-field';

/** What every row of "Simula successione" edits: a description and an amount in euro. */
type DescribedAmount = { label: string; value: string };

type SuccessionRowFrameProps<Row extends DescribedAmount> = {
  row: Row;
  /** The row's name for assistive technology, e.g. 'Bene 2'. */
  title: string;
  /** What kind of good or debt the row is, shown above its fields. */
  kind: string;
  idPrefix: string;
  errors: { label?: string; value?: string };
  /** The amount's field: its id after the prefix, its label and what counts under it. */
  amount: { idSuffix: string; label: string; hint?: string };
  removeLabel: string;
  /** Shown beside the remove button (a property's prima casa flag). */
  extra?: ReactNode;
  onChange: (row: Row) => void;
  onRemove: () => void;
};

/** One row of the estate or of its debts: description, amount, remove. */
export function SuccessionRowFrame<Row extends DescribedAmount>({
  row,
  title,
  kind,
  idPrefix,
  errors,
  amount,
  removeLabel,
  extra,
  onChange,
  onRemove,
}: SuccessionRowFrameProps<Row>) {
  return (
    <li aria-label={title} className="space-y-2 rounded-xl border border-slate-200 p-3">
      <p className="text-xs font-medium text-slate-600">{kind}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-descrizione`}
          label="Descrizione"
          value={row.label}
          error={errors.label}
          autoComplete="off"
          onChange={(label) => onChange({ ...row, label })}
        />
        <TextField
          id={`${idPrefix}-${amount.idSuffix}`}
          label={amount.label}
          value={row.value}
          error={errors.value}
          {...(amount.hint === undefined ? {} : { hint: amount.hint })}
          inputMode="decimal"
          autoComplete="off"
          onChange={(value) => onChange({ ...row, value })}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {extra ?? <span />}
        <Button variant="ghost" size="sm" onClick={onRemove}>
          {removeLabel}
        </Button>
      </div>
    </li>
  );
}
