/** Each byte as two hex digits. */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

const ID_BYTES = 16;
/** getRandomValues fills at most 65.536 bytes a call. */
const BYTES_PER_DRAW = 65_536;

/**
 * `count` new random record ids (128 bits each, hex), drawn a few calls at a time: an
 * import of 10.000 movements needs one call, not 10.000. `crypto.randomUUID` exists only
 * on secure origins; `getRandomValues` everywhere.
 */
export function newIds(count: number): string[] {
  const ids: string[] = [];
  const idsPerDraw = BYTES_PER_DRAW / ID_BYTES;
  for (let first = 0; first < count; first += idsPerDraw) {
    const inDraw = Math.min(idsPerDraw, count - first);
    const bytes = crypto.getRandomValues(new Uint8Array(inDraw * ID_BYTES));
    for (let i = 0; i < inDraw; i += 1) {
      let id = '';
      for (let b = i * ID_BYTES; b < (i + 1) * ID_BYTES; b += 1) id += HEX[bytes[b] ?? 0];
      ids.push(id);
    }
  }
  return ids;
}

/** A new random record id (128 bits, hex). */
export function newId(): string {
  return newIds(1)[0] ?? '';
}
