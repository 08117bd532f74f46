import { type ClientFieldErrors } from '@traguardo/domain/client-draft';

/** What the investor types in 'Invia al consulente': what the ledger does not know. */
export type Typed = {
  name: string;
  email: string;
  investmentFee: string;
  insuranceGap: string;
  emergencyFund: string;
  savingsRate: string;
};

/** A field shown, with its visible label. */
export type TypedField = readonly [keyof Typed, string];

const NUMBER_FIELDS: ReadonlySet<keyof Typed> = new Set([
  'investmentFee',
  'insuranceGap',
  'emergencyFund',
  'savingsRate',
]);

type TypedFigureFieldsProps = {
  /** Unique on the page (useId): each input's id starts with it. */
  idPrefix: string;
  fields: readonly TypedField[];
  values: Typed;
  errors: ClientFieldErrors;
  /** The id of a text that says why a field is asked, read with the field. */
  notes: Partial<Record<keyof Typed, string>>;
  onChange: (values: Typed) => void;
};

/** The dialog's fields, each labelled, its Italian error beside it once the file is refused. */
export function TypedFigureFields({
  idPrefix,
  fields,
  values,
  errors,
  notes,
  onChange,
}: TypedFigureFieldsProps) {
  return (
    <div className="mt-3 grid gap-2 sm:grid-cols-2">
      {fields.map(([field, label], index) => {
        const errorId = `${idPrefix}-${field}-error`;
        const described = [notes[field], errors[field] === undefined ? undefined : errorId]
          .filter((part) => part !== undefined)
          .join(' ');
        return (
          <div key={field}>
            <label
              htmlFor={`${idPrefix}-${field}`}
              className="block text-sm font-medium text-slate-800"
            >
              {label}
            </label>
            <input
              id={`${idPrefix}-${field}`}
              type={field === 'email' ? 'email' : 'text'}
              inputMode={NUMBER_FIELDS.has(field) ? 'decimal' : undefined}
              // The dialog opens on the first field (Headless UI), so typing lands there.
              data-autofocus={index === 0 ? true : undefined}
              value={values[field]}
              onChange={(event) => onChange({ ...values, [field]: event.target.value })}
              aria-invalid={errors[field] !== undefined}
              aria-describedby={described === '' ? undefined : described}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
            />
            {errors[field] !== undefined && (
              <p id={errorId} className="mt-1 text-sm text-red-700">
                {errors[field]}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
