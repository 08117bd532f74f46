/** Each byte as two hex digits. */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

const ID_BYTES = 16;
/**
 * Random bytes drawn for 256 ids at a time: one `getRandomValues` call per id cost an import
 * of 10.000 records tens of milliseconds.
 */
const POOL_BYTES = 256 * ID_BYTES;
let pool = new Uint8Array(0);
let used = 0;

/**
 * A new random record id: 128 bits in lower-case hex, for the ledger's and the client book's
 * records. `crypto.randomUUID` exists only on secure origins; `getRandomValues` everywhere.
 */
export function newId(): string {
  if (used + ID_BYTES > pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(POOL_BYTES));
    used = 0;
  }
  let id = '';
  for (let byte = used; byte < used + ID_BYTES; byte += 1) id += HEX[pool[byte] ?? 0] ?? '';
  used += ID_BYTES;
  return id;
}

/** `count` new record ids. */
export function newIds(count: number): string[] {
  return Array.from({ length: count }, newId);
}
