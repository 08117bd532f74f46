import { type ChatMessage } from '@traguardo/domain/entities';
import { formatTime } from '@traguardo/domain/format';

const senderName = { user: 'Tu', ai: 'Coach' } as const;

type ChatBubbleProps = {
  message: ChatMessage;
  /** False for the coach's welcome, which is not written at a moment of the conversation. */
  timed: boolean;
};

/** One message. The content is rendered as a text node, never as HTML. */
export function ChatBubble({ message, timed }: ChatBubbleProps) {
  const mine = message.sender === 'user';
  return (
    <li className={mine ? 'flex justify-end' : 'flex justify-start'}>
      <article
        aria-label={`Messaggio di ${senderName[message.sender]}`}
        className={
          mine
            ? 'max-w-[85%] rounded-2xl rounded-br-sm bg-brand-700 px-4 py-2 text-white'
            : 'max-w-[85%] rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-2 text-slate-900'
        }
      >
        <p className="break-words whitespace-pre-wrap">{message.content}</p>
        <p className={mine ? 'mt-1 text-xs text-brand-50' : 'mt-1 text-xs text-slate-600'}>
          {senderName[message.sender]}
          {timed && (
            <>
              {' · '}
              <time dateTime={message.timestamp}>{formatTime(message.timestamp)}</time>
            </>
          )}
        </p>
      </article>
    </li>
  );
}
