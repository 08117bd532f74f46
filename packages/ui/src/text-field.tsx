import { type HTMLAttributes, type HTMLInputTypeAttribute } from 'react';

type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  /** The phone keyboard to offer, e.g. 'decimal' for amounts typed as text. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  /** A short help text under the label, e.g. 'Facoltativo'. */
  hint?: string;
  /** Italian message shown under the field; the field is then marked invalid. */
  error?: string;
  onFocus?: () => void;
  onBlur?: () => void;
  /**
   * The field its dialog opens on, so that typing right away lands in it (Headless UI's
   * `data-autofocus`; on a touch screen the dialog itself is focused, so no keyboard pops up).
   */
  initialFocus?: boolean;
};

/** A labelled input whose error message sits right under it and is part of its description. */
export function TextField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  inputMode,
  autoComplete,
  hint,
  error,
  onFocus,
  onBlur,
  initialFocus = false,
}: TextFieldProps) {
  const errorId = `${id}-errore`;
  const hintId = `${id}-aiuto`;
  const describedBy = [hint === undefined ? null : hintId, error === undefined ? null : errorId]
    .filter((part) => part !== null)
    .join(' ');
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint === undefined ? null : (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <input
        id={id}
        type={type}
        value={value}
        inputMode={inputMode}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        onBlur={onBlur}
        data-autofocus={initialFocus ? true : undefined}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={describedBy === '' ? undefined : describedBy}
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
