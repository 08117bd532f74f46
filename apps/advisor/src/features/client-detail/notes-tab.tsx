import { useId, useRef, useState } from 'react';
import { noteLengthLabel, noteProblem } from '@traguardo/domain/note-validation';
import { Button } from '@traguardo/ui/button';
import { NoteConflict } from './note-conflict';

type NotesTabProps = {
  value: string;
  onChange: (text: string) => void;
  onSave: () => void;
  /** The note another tab saved meanwhile, while the advisor chooses which to keep. */
  conflict?: { theirs: string; onKeepMine: () => void; onUseTheirs: () => void };
};

/**
 * The note is plain text in a textarea: whatever the advisor types is never parsed as HTML.
 * A note that cannot be saved (too long, or only spaces) stays in the box with a message
 * saying why, and saving waits; the saved note is never replaced by a blank one.
 */
export function NotesTab({ value, onChange, onSave, conflict }: NotesTabProps) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  // A blank box is refused when saving, not while the advisor is still typing.
  const [attempted, setAttempted] = useState(false);
  const blank = value.trim() === '';
  const problem = blank && !attempted ? undefined : noteProblem(value);
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (noteProblem(value) !== undefined) {
          setAttempted(true);
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
        onChange={(event) => {
          setAttempted(false);
          onChange(event.target.value);
        }}
        rows={6}
        aria-invalid={problem !== undefined ? true : undefined}
        aria-describedby={`${id}-conteggio${problem !== undefined ? ` ${id}-errore` : ''}`}
        className={`w-full rounded-xl border bg-white p-3 text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 ${
          problem !== undefined ? 'border-red-600' : 'border-slate-300'
        }`}
      />
      <p id={`${id}-conteggio`} className="text-right text-sm text-slate-600">
        {noteLengthLabel(value)}
      </p>
      {problem !== undefined && (
        <p id={`${id}-errore`} className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {conflict !== undefined && <NoteConflict {...conflict} />}
      <Button type="submit">Salva Note</Button>
    </form>
  );
}
