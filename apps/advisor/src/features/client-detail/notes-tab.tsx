import { useId, useRef } from 'react';
import { NOTE_MAX_LENGTH } from '@traguardo/domain/constants';
import { formatCharacterCount, formatNumber } from '@traguardo/domain/format';
import { Button } from '@traguardo/ui/button';

type NotesTabProps = {
  value: string;
  onChange: (text: string) => void;
  onSave: () => void;
};

/**
 * The note is plain text in a textarea: whatever the advisor types is never parsed as HTML.
 * Over the limit the text stays in the box, a message says by how much, and saving waits.
 */
export function NotesTab({ value, onChange, onSave }: NotesTabProps) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const excess = value.length - NOTE_MAX_LENGTH;
  const tooLong = excess > 0;
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (tooLong) {
          textarea.current?.focus();
          return;
        }
        onSave();
      }}
    >
      <label htmlFor={id} className="block font-medium text-slate-900">
        Note sul cliente
      </label>
      <textarea
        ref={textarea}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={6}
        aria-invalid={tooLong ? true : undefined}
        aria-describedby={`${id}-conteggio${tooLong ? ` ${id}-errore` : ''}`}
        className={`w-full rounded-xl border bg-white p-3 text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 ${
          tooLong ? 'border-red-600' : 'border-slate-300'
        }`}
      />
      <p id={`${id}-conteggio`} className="text-right text-sm text-slate-600">
        {formatNumber(value.length)}/{formatNumber(NOTE_MAX_LENGTH)} caratteri
      </p>
      {tooLong && (
        <p id={`${id}-errore`} className="text-sm text-red-700">
          {`La nota supera di ${formatCharacterCount(excess)} il limite di ${formatNumber(NOTE_MAX_LENGTH)}: accorciala per salvarla.`}
        </p>
      )}
      <Button type="submit">Salva Note</Button>
    </form>
  );
}
