import { useMemo } from 'react';

type SelectOption = { value: string; label: string };

type SelectFieldProps = {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** Italian message shown under the field; the field is then marked invalid. */
  error?: string;
  /** Hides the label from sight (it still names the field), for a select inside a row. */
  hideLabel?: boolean;
  /** The field its dialog opens on (see TextField's `initialFocus`). */
  initialFocus?: boolean;
};

/** A labelled native select whose error message sits right under it. */
export function SelectField({
  id,
  label,
  value,
  options,
  onChange,
  error,
  hideLabel = false,
  initialFocus = false,
}: SelectFieldProps) {
  const errorId = `${id}-errore`;
  // The same options give the same elements: a list of rows, each with this select, renders
  // its rows again without going over every option of each.
  const optionElements = useMemo(
    () =>
      options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      )),
    [options],
  );
  return (
    <div className="space-y-1">
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-slate-800'}
      >
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-autofocus={initialFocus ? true : undefined}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : errorId}
        className={`w-full rounded-xl border bg-white px-3 py-2.5 text-slate-900 focus:outline-2 focus:outline-brand-600 ${
          error === undefined ? 'border-slate-300' : 'border-red-600'
        }`}
      >
        {optionElements}
      </select>
      {error === undefined ? null : (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
