let fallbackSequence = 0;

/**
 * A fresh id that stays unique across reloads and tabs (a module counter would start
 * again at every load). `crypto.randomUUID` exists only in secure contexts: served over
 * plain http on a LAN address the demo falls back to time, a counter and randomness.
 */
export function newId(prefix: string): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') {
    return `${prefix}-${globalThis.crypto.randomUUID()}`;
  }
  fallbackSequence += 1;
  const random = Math.random().toString(36).slice(2, 10);
  return `${prefix}-${Date.now().toString(36)}-${fallbackSequence}-${random}`;
}
