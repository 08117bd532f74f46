import { useEffect, useRef } from 'react';
import { type ChatMessage } from '@traguardo/domain/entities';
import { ChatBubble } from './chat-bubble';
import { TypingIndicator } from './typing-indicator';

type ChatLogProps = { messages: readonly ChatMessage[]; pending: boolean };

/** The conversation, announced politely to screen readers as messages are added. */
export function ChatLog({ messages, pending }: ChatLogProps) {
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // jsdom has no scrollIntoView; browsers all do.
    endRef.current?.scrollIntoView?.({ block: 'end', behavior: 'smooth' });
  }, [messages.length, pending]);

  return (
    <div
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label="Conversazione con il coach"
      className="flex flex-col gap-3"
    >
      <ol className="flex flex-col gap-3">
        {messages.map((message, index) => (
          // Every conversation opens with the coach's welcome: it is there before anyone
          // writes, so it shows no time (the time the page was opened would be made up, and
          // it would keep the build from rendering this screen's HTML).
          <ChatBubble key={message.id} message={message} timed={index > 0} />
        ))}
      </ol>
      {pending && <TypingIndicator />}
      <div ref={endRef} />
    </div>
  );
}
