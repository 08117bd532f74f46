/**
 * A new random record id (128 bits, hex). `crypto.randomUUID` exists only on secure
 * origins; `getRandomValues` everywhere.
 */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
