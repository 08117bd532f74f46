import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SendHorizontal } from 'lucide-react';

type ChatComposerProps = { onSend: (text: string) => void; pending: boolean };

export function ChatComposer({ onSend, pending }: ChatComposerProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const wasPending = useRef(pending);

  // The input is disabled while the coach replies, which drops focus: give it back.
  useEffect(() => {
    if (wasPending.current && !pending) inputRef.current?.focus();
    wasPending.current = pending;
  }, [pending]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || text.trim() === '') return;
    onSend(text);
    setText('');
  }

  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <div className="flex-1">
        <label htmlFor={inputId} className="sr-only">
          Scrivi una domanda al coach
        </label>
        <input
          id={inputId}
          ref={inputRef}
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={pending}
          maxLength={1000}
          autoComplete="off"
          placeholder="Scrivi una domanda…"
          className="w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:bg-slate-100"
        />
      </div>
      <button
        type="submit"
        disabled={pending || text.trim() === ''}
        className="flex items-center gap-2 rounded-xl bg-brand-700 px-4 py-3 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:bg-slate-400"
      >
        <SendHorizontal aria-hidden="true" className="size-5" />
        Invia
      </button>
    </form>
  );
}
