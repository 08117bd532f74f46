import { useId } from 'react';
import { Description, Field, Input, Label } from '@headlessui/react';
import { type DraftText } from '@traguardo/ui/use-draft-text';

type WholeNumberFieldProps = {
  label: string;
  /** The text as typed, with its handlers (useDraftText). */
  draft: DraftText;
  /** The Italian message for the text; its criterion is then not applied. */
  error: string | undefined;
};

/** A whole-number criterion typed as text: the text stays as typed, a message under it. */
export function WholeNumberField({ label, draft, error }: WholeNumberFieldProps) {
  const messageId = useId();
  return (
    <Field className="space-y-1">
      <Label className="block text-sm font-medium text-slate-800">{label}</Label>
      <Input
        inputMode="numeric"
        autoComplete="off"
        value={draft.text}
        invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : messageId}
        onChange={(event) => draft.onChange(event.target.value)}
        onFocus={draft.onFocus}
        onBlur={draft.onBlur}
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
