import { create } from 'zustand';
import { coachTopic } from '@traguardo/domain/coach';
import { type ChatMessage, type ChatSender } from '@traguardo/domain/entities';
import { simulateDelay } from '@traguardo/domain/simulated-delay';
import { coachReplies, coachWelcomeMessage } from '@traguardo/sample-data/coach-content';

type ChatState = {
  messages: ChatMessage[];
  /** True from a user's message until the coach's reply arrives; sending is blocked meanwhile. */
  pending: boolean;
  send: (text: string) => Promise<void>;
};

let nextId = 0;

function message(sender: ChatSender, content: string): ChatMessage {
  nextId += 1;
  return { id: `msg-${nextId}`, content, sender, timestamp: new Date().toISOString() };
}

/** A conversation that has just started: the coach's welcome only. */
export function initialChatState(): Pick<ChatState, 'messages' | 'pending'> {
  return { messages: [message('ai', coachWelcomeMessage)], pending: false };
}

export const useChatStore = create<ChatState>()((set, get) => ({
  ...initialChatState(),
  send: async (text) => {
    const content = text.trim();
    if (content === '' || get().pending) return;
    set((state) => ({ messages: [...state.messages, message('user', content)], pending: true }));
    await simulateDelay();
    const reply = message('ai', coachReplies[coachTopic(content)]);
    set((state) => ({ messages: [...state.messages, reply], pending: false }));
  },
}));
