import { useEffect } from 'react';
import { coachFaqQuestions } from '@traguardo/sample-data/coach-content';
import { ScreenHeader } from '@traguardo/ui/screen-header';
import { useChatStore } from '../../stores/chat-store';
import { ChatComposer } from './chat-composer';
import { ChatLog } from './chat-log';
import { FaqCard } from './faq-card';

export function CoachScreen() {
  const messages = useChatStore((state) => state.messages);
  const pending = useChatStore((state) => state.pending);
  const send = useChatStore((state) => state.send);
  const answerUnanswered = useChatStore((state) => state.answerUnanswered);

  // A question asked just before a reload still gets its answer.
  useEffect(() => {
    void answerUnanswered();
  }, [answerUnanswered]);

  // The store runs the whole exchange; the screen only starts it.
  const ask = (text: string) => void send(text);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <ScreenHeader title="Coach" description="Il tuo coach finanziario, sempre disponibile." />
      <ChatLog messages={messages} pending={pending} />
      {messages.length <= 1 && (
        <FaqCard questions={coachFaqQuestions} onAsk={ask} disabled={pending} />
      )}
      <ChatComposer onSend={ask} pending={pending} />
    </div>
  );
}
