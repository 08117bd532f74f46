import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { CHAT_MESSAGE_MAX_LENGTH } from '@traguardo/domain/constants';
import { chatMessageLength, isSendableChatMessage } from '@traguardo/domain/chat-message-length';
import { ChatLengthCounter } from './chat-length-counter';
import { Button } from '@traguardo/ui/button';

type ChatComposerProps = { onSend: (text: string) => void; pending: boolean };

export function ChatComposer({ onSend, pending }: ChatComposerProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const counterId = useId();
  const problemId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const wasPending = useRef(pending);

  const length = chatMessageLength(text);
  const tooLong = length > CHAT_MESSAGE_MAX_LENGTH;
  const sendable = !pending && isSendableChatMessage(text);

  // The input is disabled while the coach replies, which drops focus: give it back.
  useEffect(() => {
    if (wasPending.current && !pending) inputRef.current?.focus();
    wasPending.current = pending;
  }, [pending]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Refused text stays in the box: the user shortens it, nothing is lost.
    if (!sendable) return;
    onSend(text);
    setText('');
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-1">
      <div className="flex items-end gap-2">
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
            aria-invalid={tooLong}
            aria-describedby={tooLong ? `${counterId} ${problemId}` : counterId}
            autoComplete="off"
            placeholder="Scrivi una domanda…"
            className="w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:bg-slate-100 aria-invalid:border-red-600"
          />
        </div>
        <Button type="submit" disabled={!sendable} size="lg" icon={SendHorizontal}>
          Invia
        </Button>
      </div>
      <div className="flex items-start justify-between gap-3 px-1 text-sm">
        {tooLong ? (
          <p id={problemId} role="alert" className="text-red-700">
            {`Il messaggio supera i ${CHAT_MESSAGE_MAX_LENGTH} caratteri: accorcialo per inviarlo.`}
          </p>
        ) : (
          <span />
        )}
        <ChatLengthCounter id={counterId} length={length} max={CHAT_MESSAGE_MAX_LENGTH} />
      </div>
    </form>
  );
}
