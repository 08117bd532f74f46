import { useSyncExternalStore } from 'react';
import { coachTopic } from '@traguardo/domain/coach';
import { coachAnswer } from '@traguardo/domain/coach-figures';
import { type ChatMessage, type ChatSender } from '@traguardo/domain/entities';
import { simulateDelay } from '@traguardo/domain/simulated-delay';
import { coachReplies, coachWelcomeMessage } from '@traguardo/sample-data/coach-content';
import { createPersistedStore } from '@traguardo/persistence/create-persisted-store';
import { bindStore } from '@traguardo/ui/bind-store';
import { isSendableChatMessage } from '@traguardo/domain/chat-message-length';
import { coachFacts } from './coach-facts';
import { newId } from './new-id';
import { CHAT_STORAGE, persistence } from './storage';

type ChatState = {
  messages: ChatMessage[];
  /**
   * True from a user's message until the coach's reply arrives; sending is blocked
   * meanwhile. Transient: never stored.
   */
  pending: boolean;
  /** Sends the trimmed text; empty or over-long text is refused (answers false). */
  send: (text: string) => Promise<boolean>;
  /**
   * Answers the last message when it is a question still without reply: the tab was
   * closed or reloaded while the coach was typing, and the question was kept.
   */
  answerUnanswered: () => Promise<void>;
  /** Back to the welcome message only (the demo reset). */
  reset: () => void;
};

function message(sender: ChatSender, content: string): ChatMessage {
  return { id: newId('msg'), content, sender, timestamp: new Date().toISOString() };
}

/** A conversation that has just started: the coach's welcome only. */
export function initialChatState(): Pick<ChatState, 'messages' | 'pending'> {
  return { messages: [message('ai', coachWelcomeMessage)], pending: false };
}

export const useChatStore = bindStore(
  createPersistedStore<ChatState>()(
    CHAT_STORAGE,
    (set, get) => {
      /** The coach's answer to `question`, after the typing delay; ends the pending state. */
      async function reply(question: ChatMessage) {
        const topic = coachTopic(question.content);
        // The figures (a pension simulation among them) are gathered while the coach "types".
        const typing = simulateDelay();
        const [facts] = await Promise.all([coachFacts(topic, typing), typing]);
        const answer = message('ai', coachAnswer(topic, facts, coachReplies[topic]));
        // Answered only while the question is still the last message: a demo reset took it
        // away, or another tab has already answered it (both tabs may resume a question).
        set((state) => ({
          messages:
            state.messages.at(-1)?.id === question.id
              ? [...state.messages, answer]
              : state.messages,
          pending: false,
        }));
      }

      return {
        ...initialChatState(),
        send: async (text) => {
          if (!isSendableChatMessage(text) || get().pending) return false;
          const question = message('user', text.trim());
          set((state) => ({ messages: [...state.messages, question], pending: true }));
          await reply(question);
          return true;
        },
        answerUnanswered: async () => {
          const last = get().messages.at(-1);
          if (last?.sender !== 'user' || get().pending) return;
          set({ pending: true });
          await reply(last);
        },
        reset: () => set({ messages: initialChatState().messages }),
      };
    },
    { ...persistence, partialize: (state) => ({ messages: state.messages }) },
  ),
);

const { persist } = useChatStore;
const notLoadedOnServer = () => false;

/**
 * True once the conversation kept on the device is in the store: at once when the page
 * renders afresh, only after hydration on a prerendered page (see stored-state-gate.ts).
 */
export function useStoredChatLoaded(): boolean {
  return useSyncExternalStore(persist.onFinishHydration, persist.hasHydrated, notLoadedOnServer);
}
