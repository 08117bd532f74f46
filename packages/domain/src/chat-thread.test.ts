import { describe, expect, it } from 'vitest';
import { type ChatMessage } from './entities';
import { unansweredQuestions, withAnswer } from './chat-thread';

const msg = (id: string, sender: ChatMessage['sender']): ChatMessage => ({
  id,
  sender,
  content: id,
  timestamp: '2026-11-25T10:00:00.000Z',
});

const welcome = msg('benvenuto', 'ai');
const ids = (messages: readonly ChatMessage[]) => messages.map((message) => message.id);

describe('withAnswer', () => {
  it('puts the answer right after its question, even when more were asked since', () => {
    const messages = [welcome, msg('qA', 'user'), msg('qB', 'user')];
    expect(ids(withAnswer(messages, 'qA', msg('aA', 'ai')))).toEqual([
      'benvenuto',
      'qA',
      'aA',
      'qB',
    ]);
  });

  it('leaves the conversation alone when the question is gone or already answered', () => {
    const answered = [welcome, msg('qA', 'user'), msg('aA', 'ai')];
    expect(withAnswer(answered, 'qA', msg('aA2', 'ai'))).toEqual(answered);
    expect(withAnswer([welcome], 'qA', msg('aA', 'ai'))).toEqual([welcome]);
    // Only a user's message is a question.
    expect(withAnswer(answered, 'aA', msg('x', 'ai'))).toEqual(answered);
  });
});

describe('unansweredQuestions', () => {
  it('finds every question without its answer, in order, wherever it is', () => {
    const messages = [
      welcome,
      msg('qA', 'user'),
      msg('qB', 'user'),
      msg('aB', 'ai'),
      msg('qC', 'user'),
    ];
    expect(ids(unansweredQuestions(messages))).toEqual(['qA', 'qC']);
    expect(unansweredQuestions([welcome])).toEqual([]);
  });
});
