import { useEffect } from 'react';
import { coachFaqQuestions } from '@traguardo/sample-data/coach-content';
import { ScreenHeader } from '@traguardo/ui/screen-header';
import { useChatStore, useStoredChatLoaded } from '../../stores/chat-store';
import { useProfileStore } from '../../stores/profile-store';
import { ChatComposer } from './chat-composer';
import { ChatLog } from './chat-log';
import { FaqCard } from './faq-card';

export function CoachScreen() {
  const messages = useChatStore((state) => state.messages);
  const pending = useChatStore((state) => state.pending);
  const send = useChatStore((state) => state.send);
  const answerUnanswered = useChatStore((state) => state.answerUnanswered);

  const storedChatLoaded = useStoredChatLoaded();
  const own = useProfileStore((state) => state.profile) === 'own';

  // A question asked just before a reload still gets its answer, once the kept conversation
  // is loaded (after hydration when the page was prerendered).
  useEffect(() => {
    if (storedChatLoaded) void answerUnanswered();
  }, [answerUnanswered, storedChatLoaded]);

  // The store runs the whole exchange; the screen only starts it.
  const ask = (text: string) => void send(text);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <ScreenHeader title="Coach" description="Il tuo coach finanziario, sempre disponibile." />
      {own && (
        <p className="text-sm text-slate-700">
          Il coach risponde con i tuoi numeri: aggiungi in Conti e Movimenti i tuoi conti e le tue
          spese per avere risposte su misura.
        </p>
      )}
      <ChatLog messages={messages} pending={pending} />
      {messages.length <= 1 && (
        <FaqCard questions={coachFaqQuestions} onAsk={ask} disabled={pending} />
      )}
      <ChatComposer onSend={ask} pending={pending} />
    </div>
  );
}
