import { CHAT_MESSAGE_MAX_LENGTH } from './constants';
import { characterCount, fitsCharacterLimit } from './text-length';

/**
 * The length of a message as it would be sent: trimmed, in characters as a person counts
 * them (text-length.ts), the same measure as every other text limit.
 */
export function chatMessageLength(text: string): number {
  return characterCount(text.trim());
}

/** Whether the text can be sent: something besides spaces, within the limit. */
export function isSendableChatMessage(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== '' && fitsCharacterLimit(trimmed, CHAT_MESSAGE_MAX_LENGTH);
}
