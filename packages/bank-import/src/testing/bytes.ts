// Test helpers: a file's bytes as a bank would write them.

/** UTF-8 bytes of `text`, with a BOM when asked. */
export function utf8(text: string, bom = false): Uint8Array {
  const body = new TextEncoder().encode(text);
  if (!bom) return body;
  const bytes = new Uint8Array(body.length + 3);
  bytes.set([0xef, 0xbb, 0xbf]);
  bytes.set(body, 3);
  return bytes;
}

// Windows-1252 of the characters our fixtures use beyond ASCII.
const CP1252: Record<string, number> = {
  '€': 0x80,
  à: 0xe0,
  è: 0xe8,
  é: 0xe9,
  ì: 0xec,
  ò: 0xf2,
  ù: 0xf9,
  '°': 0xb0,
};

/** Windows-1252 bytes of `text` (ASCII plus the letters above). */
export function windows1252(text: string): Uint8Array {
  return Uint8Array.from([...text], (char) => {
    const code = char.charCodeAt(0);
    if (code < 0x80) return code;
    const byte = CP1252[char];
    if (byte === undefined) throw new Error(`Carattere non previsto: ${char}`);
    return byte;
  });
}
