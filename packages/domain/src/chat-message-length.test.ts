import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_LENGTH } from './constants';
import { chatMessageLength, isSendableChatMessage } from './chat-message-length';

describe('chatMessageLength', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['  Ciao  ', 4],
    ['Più €', 5],
    ['Risparmio 💶', 11],
    ['👩🏽‍💻', 1],
    ['cafe\u0301', 4],
  ])('%j is %i characters', (text, length) => {
    expect(chatMessageLength(text)).toBe(length);
  });
});

describe('isSendableChatMessage', () => {
  it('takes up to the limit, trimmed, and nothing empty', () => {
    expect(isSendableChatMessage('x'.repeat(CHAT_MESSAGE_MAX_LENGTH))).toBe(true);
    expect(isSendableChatMessage(` ${'x'.repeat(CHAT_MESSAGE_MAX_LENGTH)}\n`)).toBe(true);
    expect(isSendableChatMessage('x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1))).toBe(false);
    expect(isSendableChatMessage(' \t ')).toBe(false);
  });

  it('counts the limit in characters, as the counter shows it', () => {
    expect(isSendableChatMessage('👩🏽‍💻'.repeat(CHAT_MESSAGE_MAX_LENGTH))).toBe(true);
    expect(isSendableChatMessage('👩🏽‍💻'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1))).toBe(false);
  });
});
