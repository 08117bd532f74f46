import { useId, useState } from 'react';
import { Description, Field, Input, Label } from '@headlessui/react';

type WholeNumberFieldProps = {
  label: string;
  /** The applied value, from the URL; undefined when the criterion is off. */
  value: number | undefined;
  max?: number;
  /** The Italian message shown under the field while the text is not a valid number. */
  invalidMessage: string;
  /** An extra check across fields (e.g. min above max): a message, or undefined. */
  crossCheck?: (value: number) => string | undefined;
  onCommit: (value: number | undefined) => void;
};

const WHOLE = /^\d{1,15}$/;

/**
 * A whole-number criterion. The text is kept as typed: a bad value shows a message next to
 * the field and changes nothing, and the list follows only valid values (empty = off).
 */
export function WholeNumberField({
  label,
  value,
  max = Number.MAX_SAFE_INTEGER,
  invalidMessage,
  crossCheck,
  onCommit,
}: WholeNumberFieldProps) {
  const [draft, setDraft] = useState(value === undefined ? '' : String(value));
  const [shownValue, setShownValue] = useState(value);
  // Back/forward or a chip removal changes the value from outside: show it.
  if (shownValue !== value) {
    setShownValue(value);
    setDraft(value === undefined ? '' : String(value));
  }
  const messageId = useId();
  const text = draft.trim();
  const parsed = WHOLE.test(text) && Number(text) <= max ? Number(text) : undefined;
  const error =
    text === '' ? undefined : parsed === undefined ? invalidMessage : crossCheck?.(parsed);

  return (
    <Field className="space-y-1">
      <Label className="block text-sm font-medium text-slate-800">{label}</Label>
      <Input
        inputMode="numeric"
        value={draft}
        invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : messageId}
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          const trimmed = next.trim();
          if (trimmed === '') {
            setShownValue(undefined);
            onCommit(undefined);
            return;
          }
          const number =
            WHOLE.test(trimmed) && Number(trimmed) <= max ? Number(trimmed) : undefined;
          if (number !== undefined && crossCheck?.(number) === undefined) {
            setShownValue(number);
            onCommit(number);
          }
        }}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 data-invalid:border-red-700"
      />
      {error === undefined ? null : (
        <Description id={messageId} className="text-sm text-red-700">
          {error}
        </Description>
      )}
    </Field>
  );
}
