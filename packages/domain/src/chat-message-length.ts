import { CHAT_MESSAGE_MAX_LENGTH } from './constants';

/**
 * The length of a message as it would be sent: trimmed, in Unicode code points, so an
 * emoji counts as one character. Not graphemes: a grapheme can hide any number of
 * combining marks, and the stored text has a hard limit in code units.
 */
export function chatMessageLength(text: string): number {
  return Array.from(text.trim()).length;
}

/** Whether the text can be sent: something besides spaces, within the limit. */
export function isSendableChatMessage(text: string): boolean {
  const length = chatMessageLength(text);
  return length > 0 && length <= CHAT_MESSAGE_MAX_LENGTH;
}
