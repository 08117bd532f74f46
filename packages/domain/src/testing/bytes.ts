// Test helpers: a file's bytes as a bank or a spreadsheet would write them.

/** UTF-8 bytes of `text`, with a BOM when asked. */
export function utf8(text: string, bom = false): Uint8Array<ArrayBuffer> {
  const body = new TextEncoder().encode(text);
  if (!bom) return body;
  const bytes = new Uint8Array(body.length + 3);
  bytes.set([0xef, 0xbb, 0xbf]);
  bytes.set(body, 3);
  return bytes;
}

// Windows-1252 is Latin-1 from 0xA0 up; below, the few characters banks write.
const CP1252_HIGH: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
};

/** Windows-1252 bytes of `text`. */
export function windows1252(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from([...text], (char) => {
    const code = char.charCodeAt(0);
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
    const byte = CP1252_HIGH[char];
    if (byte === undefined) throw new Error(`Carattere non previsto: ${char}`);
    return byte;
  });
}

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * An OLE2 compound file in outline, as Office writes one: its signature, then a directory
 * naming `streams` in UTF-16LE ('Workbook' for an .xls; 'EncryptionInfo' and
 * 'EncryptedPackage' for a workbook under a password).
 */
export function oleBytes(...streams: string[]): Uint8Array<ArrayBuffer> {
  const names = streams.flatMap((name) => [
    ...Array.from(name, (char) => [char.charCodeAt(0), 0]).flat(),
    0,
    0,
  ]);
  return Uint8Array.from([...OLE, ...new Array<number>(504).fill(0), ...names]);
}
