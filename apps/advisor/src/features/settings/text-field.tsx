import { type HTMLInputTypeAttribute } from 'react';

type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  /** Italian message shown under the field; the field is then marked invalid. */
  error?: string;
};

export function TextField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  error,
}: TextFieldProps) {
  const errorId = `${id}-errore`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : errorId}
        className={`w-full rounded-xl border bg-white px-3 py-2.5 text-slate-900 focus:outline-2 focus:outline-brand-600 ${
          error === undefined ? 'border-slate-300' : 'border-red-600'
        }`}
      />
      {error === undefined ? null : (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
