import { useId, useState } from 'react';
import { cx } from './class-names';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

type ColorFieldProps = {
  label: string;
  /** A valid `#rrggbb` colour. */
  value: string;
  /** Called only with valid `#rrggbb` values. */
  onChange: (value: string) => void;
};

/** Colour picker plus text entry; invalid text stays in the box with an Italian error. */
export function ColorField({ label, value, onChange }: ColorFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  // A new value from outside (e.g. a reset) replaces whatever is being typed.
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }
  const valid = HEX_COLOR.test(text.trim());
  const errorId = `${id}-errore`;
  // The picker follows valid typing at once and otherwise shows the last valid colour.
  const pickerValue = (
    valid ? text.trim() : HEX_COLOR.test(value) ? value : '#000000'
  ).toLowerCase();

  function handleText(next: string) {
    setText(next);
    const trimmed = next.trim();
    if (HEX_COLOR.test(trimmed)) onChange(trimmed.toLowerCase());
  }

  return (
    <div>
      <label htmlFor={`${id}-testo`} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <input
          type="color"
          aria-label={`Selettore colore: ${label}`}
          value={pickerValue}
          onChange={(event) => handleText(event.target.value)}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
        />
        <input
          id={`${id}-testo`}
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={7}
          value={text}
          onChange={(event) => handleText(event.target.value)}
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : errorId}
          className={cx(
            'h-10 w-full rounded-lg border bg-white px-3 font-mono text-sm text-slate-900',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700',
            valid ? 'border-slate-300' : 'border-red-600',
          )}
        />
      </div>
      {!valid && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          Inserisci un colore nel formato #rrggbb
        </p>
      )}
    </div>
  );
}
