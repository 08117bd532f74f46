import { type ChatMessage } from './entities';

// A conversation with the coach is a list in which every answer comes right after its
// question: one message of the coach directly after a user's message answers it. Questions
// go at the end as they are asked; an answer goes after its own question, wherever that is
// by then (another tab may have asked more in the meantime), so no answer is ever lost or
// attached to the wrong question.

/** Whether the question at `index` already has its answer (the next message is the coach's). */
function isAnswered(messages: readonly ChatMessage[], index: number): boolean {
  return messages[index + 1]?.sender === 'ai';
}

/**
 * The conversation with `answer` right after the question `questionId`; unchanged when
 * that question is gone (a reset) or already answered (another tab answered it first).
 */
export function withAnswer(
  messages: readonly ChatMessage[],
  questionId: string,
  answer: ChatMessage,
): ChatMessage[] {
  const index = messages.findIndex(
    (message) => message.id === questionId && message.sender === 'user',
  );
  if (index === -1 || isAnswered(messages, index)) return [...messages];
  return [...messages.slice(0, index + 1), answer, ...messages.slice(index + 1)];
}

/** The user's questions still without an answer, in the order they were asked. */
export function unansweredQuestions(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.filter(
    (message, index) => message.sender === 'user' && !isAnswered(messages, index),
  );
}
