import { useSyncExternalStore } from 'react';
import { coachTopic } from '@traguardo/domain/coach';
import { coachAnswer } from '@traguardo/domain/coach-figures';
import { unansweredQuestions, withAnswer } from '@traguardo/domain/chat-thread';
import { type ChatMessage, type ChatSender } from '@traguardo/domain/entities';
import { simulateDelay } from '@traguardo/domain/simulated-delay';
import { coachReplies, coachWelcomeMessage } from '@traguardo/sample-data/coach-content';
import { createPersistedStore } from '@traguardo/persistence/create-persisted-store';
import { isSendableChatMessage } from '@traguardo/domain/chat-message-length';
import { coachFacts } from './coach-facts';
import { newId } from './new-id';
import { bindProfileStores } from './profile-stores';
import { useProfileStore } from './profile-store';
import { PROFILE_STORAGE_DECLARATIONS, persistence } from './storage';

type ChatState = {
  messages: ChatMessage[];
  /**
   * True from a user's message in this tab until the coach's reply arrives; sending is
   * blocked meanwhile (in this tab: another tab may ask at the same time, and both get
   * their answers). Transient: never stored.
   */
  pending: boolean;
  /** Sends the trimmed text; empty or over-long text is refused (answers false). */
  send: (text: string) => Promise<boolean>;
  /**
   * Answers every question still without reply, in order: a tab was closed or reloaded
   * while the coach was typing, and the question was kept.
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

/** The conversation with the coach, one per profile: each quotes its own profile's figures. */
export const useChatStore = bindProfileStores((profile) =>
  createPersistedStore<ChatState>()(
    PROFILE_STORAGE_DECLARATIONS.chat[profile],
    (set, get, store) => {
      /**
       * Every change starts from the conversation as stored now, which other tabs may have
       * extended since this one last read it: their questions and answers are kept. Reading
       * is synchronous over localStorage, so nothing can come in between. Every `set` here
       * goes through this, because each one stores the whole conversation.
       */
      function changeStored(change: (messages: ChatMessage[]) => ChatMessage[], pending: boolean) {
        void store.persist.rehydrate();
        set((state) => ({ messages: change(state.messages), pending }));
      }
      const unchanged = (messages: ChatMessage[]) => messages;

      /** The coach's answer to `question`, after the typing delay, right after the question. */
      async function reply(question: ChatMessage) {
        const topic = coachTopic(question.content);
        // The figures (a pension simulation among them) are gathered while the coach "types".
        const typing = simulateDelay();
        const [facts] = await Promise.all([coachFacts(profile, topic, typing), typing]);
        const answer = message('ai', coachAnswer(topic, facts, coachReplies[topic]));
        // Not when a demo reset took the question away, nor when another tab has already
        // answered it (every tab may resume a question left without answer).
        changeStored((messages) => withAnswer(messages, question.id, answer), get().pending);
      }

      return {
        ...initialChatState(),
        send: async (text) => {
          if (!isSendableChatMessage(text) || get().pending) return false;
          const question = message('user', text.trim());
          changeStored((messages) => [...messages, question], true);
          try {
            await reply(question);
          } finally {
            changeStored(unchanged, false);
          }
          return true;
        },
        answerUnanswered: async () => {
          if (get().pending) return;
          const questions = unansweredQuestions(get().messages);
          if (questions.length === 0) return;
          changeStored(unchanged, true);
          try {
            for (const question of questions) await reply(question);
          } finally {
            changeStored(unchanged, false);
          }
        },
        reset: () => set({ messages: initialChatState().messages }),
      };
    },
    { ...persistence, partialize: (state) => ({ messages: state.messages }) },
  ),
);

const notLoadedOnServer = () => false;

/**
 * True once the open profile's conversation kept on the device is in its store (never on
 * the server).
 */
export function useStoredChatLoaded(): boolean {
  const { persist } = useChatStore.of(useProfileStore((state) => state.profile));
  return useSyncExternalStore(persist.onFinishHydration, persist.hasHydrated, notLoadedOnServer);
}
