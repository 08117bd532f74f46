/** Each byte's two hex digits. */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Random bytes drawn 256 ids at a time: one `getRandomValues` call per id cost an import of 10,000 clients tens of milliseconds. */
const POOL_SIZE = 16 * 256;
let pool = new Uint8Array(0);
let used = POOL_SIZE;

/** A new random client id (128 bits, hex); `getRandomValues` works on every origin. */
export function newId(): string {
  if (used + 16 > pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(POOL_SIZE));
    used = 0;
  }
  let id = '';
  for (let index = used; index < used + 16; index += 1) id += HEX[pool[index] ?? 0] ?? '';
  used += 16;
  return id;
}
